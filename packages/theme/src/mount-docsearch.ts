// A namespace import: the package has no `exports` map, so Node's rules see CommonJS while esbuild bundles its ESM build; `.default` is the function either way.
import * as docsearchModule from '@docsearch/js';
import css from '@docsearch/css/dist/style.css' with { type: 'text' };
import type { DocSearchOptions, SiteData } from '@quire/engine/client';
import { algoliaClient } from './algolia-search-backend.js';

/** What {@link mountDocSearch} needs. */
export interface MountDocSearchOptions {
  options: DocSearchOptions;
  site: SiteData;
  /** Called when DocSearch's dialog closes, to give focus back to the theme's button. */
  onClose(): void;
}

const STYLE_ID = 'quire-docsearch-css';

/** The part of `@docsearch/js`'s options Quire sets. */
interface DocSearchJsProps {
  container: HTMLElement;
  appId: string;
  apiKey: string;
  indexName: string;
  transformItems?(items: Array<{ url: string }>): Array<{ url: string }>;
  transformSearchClient?(client: unknown): unknown;
}

// Its typings describe the ESM build as if Node loaded the CommonJS one; the bundle calls the ESM default export.
const docsearch = docsearchModule.default as unknown as (props: DocSearchJsProps) => void;

// The one DocSearch of this page, once mounted.
let mounted: HTMLElement | undefined;

/**
 * Mounts `@docsearch/js` once, with the site's DocSearch settings: its own
 * button in a hidden container at the end of `<body>` (the theme's button
 * stays the visible one and clicks it), its styles added once (they come
 * with this chunk, not with every page's CSS), hits on this site turned
 * into same-origin paths, and the configured `hosts` (a proxy, or a
 * stand-in in tests) in place of Algolia's. From then on DocSearch handles
 * Ctrl/Cmd+K and `/` itself.
 */
export function mountDocSearch({ options, site, onClose }: MountDocSearchOptions): void {
  if (mounted) return;
  const container = document.createElement('div');
  container.className = 'quire-docsearch-container';
  container.hidden = true;
  document.body.append(container);
  mounted = container;
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = css;
    document.head.append(style);
  }
  const origin = site.url.replace(/\/$/, '');
  docsearch({
    container,
    appId: options.appId,
    apiKey: options.apiKey,
    indexName: options.indexName,
    // The crawler records the deployed URLs; on this site they are paths, which also works on a preview or on localhost.
    transformItems: (items) => items.map((item) => (item.url.startsWith(origin) ? { ...item, url: item.url.slice(origin.length) } : item)),
    ...(options.hosts ? { transformSearchClient: () => algoliaClient(options) } : {}),
  });
  // DocSearch gives focus back to its own hidden button; the reader's was the theme's.
  new MutationObserver((records) => {
    if (records.some((r) => [...r.removedNodes].some((n) => n instanceof Element && n.classList.contains('DocSearch-Container')))) onClose();
  }).observe(document.body, { childList: true });
}

/** Opens DocSearch's dialog, mounting DocSearch first if need be. */
export function openDocSearch(options: MountDocSearchOptions): void {
  mountDocSearch(options);
  mounted?.querySelector<HTMLButtonElement>('.DocSearch-Button')?.click();
}
