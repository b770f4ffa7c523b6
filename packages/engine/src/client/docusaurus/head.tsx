import { useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { HeadCollectorContext, headEntryOf } from './head-tags.js';
import type { HeadEntry } from '../../shared/page-head.js';
import { nextHeadOrder, removeHeadEntry, setHeadEntry } from './head-manager.js';

/** Props of {@link Head}: the elements for the document's head. */
export interface HeadProps {
  children?: ReactNode;
}

/**
 * Docusaurus's `@docusaurus/Head` (react-helmet's `<Helmet>`): its
 * `<title>`, `<meta>`, `<link>`, `<script>`, `<style>`, `<base>` and
 * `<html>` attributes go into the document's head, a nested or later
 * `<Head>` winning over an outer or earlier one. It renders nothing where
 * it stands, so the server's markup and the browser's match. On the
 * server the page's collector takes the entry (the build writes it into
 * the page's `<head>`); in the browser it is applied after mounting and
 * undone when the component unmounts, so leaving the page leaves nothing.
 */
export default function Head({ children }: HeadProps): null {
  const collector = useContext(HeadCollectorContext);
  const id = useId();
  const entry = headEntryOf(children);
  if (collector) collector.set(id, entry);
  const [order] = useState(nextHeadOrder);
  // Children are new elements on every render: the entry's JSON says whether anything changed.
  const json = JSON.stringify(entry);
  // Removed only on unmount: removing it before each update would make its scripts and stylesheets again.
  useEffect(() => () => removeHeadEntry(order), [order]);
  useEffect(() => setHeadEntry(order, JSON.parse(json) as HeadEntry), [order, json]);
  return null;
}
