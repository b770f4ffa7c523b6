import type { HeadCollector } from '../client/docusaurus/head-tags.js';
import { mergeHeadEntries, type HeadEntry } from '../shared/page-head.js';

/** A {@link HeadCollector} for one page, and the entry of all its `<Head>`s merged. */
export interface PageHeadCollector extends HeadCollector {
  /** Every `<Head>` rendered, in render order (an outer or earlier one first), merged as the browser merges them. */
  merged(): HeadEntry;
}

/** Collects what the `<Head>`s of one server-rendered page ask for (see `renderPage`). */
export function createHeadCollector(): PageHeadCollector {
  const entries = new Map<string, HeadEntry>();
  return {
    set: (id, entry) => void entries.set(id, entry),
    merged: () => mergeHeadEntries(entries.values()),
  };
}
