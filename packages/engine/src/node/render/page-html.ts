import { splitPageHead } from '../../shared/page-head.js';
import { createRequire } from 'node:module';
import { pageTitle } from '../../shared/page-title.js';
import { NOT_FOUND_KEY, type BootData, type ClientRoute, type PageComponent, type SidebarItem, type SiteData } from '../../shared/types.js';
import { parsePageData, type PageMeta } from '../routes/route-manifest.js';
import { jsonForScript } from './escape-html.js';
import { baseUrlBannerScript } from './base-url-banner-script.js';
import { docSearchMetaTags } from './docsearch-meta-tags.js';
import { gtagHeadTags } from './gtag-head-tags.js';
import { htmlDocument } from './html-document.js';
import type { Renderer } from './load-renderer.js';
import { routeIsUnlisted } from '../routes/route-is-unlisted.js';
import { pageComponentError } from './page-component-error.js';
import { routeOutputPath } from './route-output-path.js';
import type { SidebarViewModules } from '../sidebars/sidebar-views.js';

/** What every page of a build shares; plain data, so it can be sent to a worker. */
export interface PageSetup {
  site: SiteData;
  defaultColorMode: 'light' | 'dark';
  clientScript: string;
  clientDeps: string[];
  stylesheets: string[];
  manifestFile: string;
  /** Whether the home page carries the base-URL check (config `baseUrlIssueBanner`). */
  baseUrlIssueBanner: boolean;
}

/** One page to render: the route, its chunk, and which sidebar it shows. */
export interface PageJob {
  path: string;
  /** The page data as JSON text (see `pageDataJson`); empty while only the page's key is worked out. */
  pageJson: string;
  /** The route's `pageDataDigest`, which keys the page in the build cache (else the hash of `pageJson`). */
  pageDigest?: string;
  /**
   * The page data less a doc's body as JSON text (see `pageMetaJson`), when at hand: a page whose markup the
   * cache holds needs only this for its head tags, and parsing the whole of `pageJson` for it took most of putting it together.
   */
  metaJson?: string;
  /** The route's chunk, which is written with the page, and what it imports. */
  client: ClientRoute;
  /** The page's component, when it is code (an MDX doc, a custom page): its browser module, which the chunk imports, and its server module. */
  module?: { client: string; server: string; source?: string };
  /** Index of the sidebar the page shows in the batch's sidebar views (JSON texts, see `sidebarViews`), if it shows one. */
  sidebar?: number;
  /** The modules its route chunk takes a pruned sidebar's view from (see `SidebarViewModules`), instead of carrying it. */
  sidebarModules?: SidebarViewModules;
  /** The app's server-rendered markup when the build cache had it: the page is then only put together, not rendered. */
  appHtml?: string;
  /**
   * Reads the page's markup from the build cache, which holds it (see `RenderedPagesCache.prepare`): read
   * into `appHtml` only when the page's data is put in, so a site's markup is never all in memory. Undefined
   * once read, and never on a job sent to a thread.
   */
  markup?: () => Buffer | undefined;
  /** Where the build cache keeps this page's markup (see `renderedPagesCache`), when caching. */
  cacheKey?: string;
  /** The page's HTML file and chunk were linked from the previous output (see `previousPageLinker`): nothing to render or write. */
  linked?: boolean;
}

/**
 * A complete HTML page for one route: head tags, stylesheet, preloads of
 * the client's and the route's chunks, server-rendered markup, and the boot
 * data naming the route's chunk and the manifest file.
 */
export function pageHtml(
  setup: PageSetup,
  renderer: Renderer | undefined,
  job: PageJob,
  sidebar: SidebarItem[] | undefined,
): { file: string; html: string; appHtml: string } {
  const { site } = setup;
  const base = site.baseUrl;
  const full = job.appHtml === undefined || job.metaJson === undefined ? parsePageData(job.pageJson) : undefined;
  const page: PageMeta = full ?? (JSON.parse(job.metaJson!) as PageMeta);
  const isFallback = page.kind === 'notFound';
  if (job.appHtml === undefined && !renderer) throw new Error(`Quire: page ${job.path} has no cached markup and no renderer was loaded.`);
  const render = () =>
    renderer!.renderPage({
      site,
      components: renderer!.components,
      path: job.path,
      // The same module the route's chunk holds, sidebar included, or hydration would not match.
      module: { page: full!, sidebar, ...(job.module && { Content: loadServerModule(job.module.server) }) },
    });
  const rendered = job.appHtml ?? (job.module ? renderComponentPage(render, job.module) : render());
  // The page's Docusaurus `<Head>` tags come in front of its markup; the cache keeps them together (see `withPageHead`).
  const { head, markup: body } = splitPageHead(rendered);
  const boot: BootData = { manifest: setup.manifestFile, client: setup.clientScript, route: { key: isFallback ? NOT_FOUND_KEY : job.path, ...job.client } };
  const headTags = [
    ...(page.kind === 'home' && setup.baseUrlIssueBanner ? [`<script>${baseUrlBannerScript(base)}</script>`] : []),
    ...(site.analytics.trackingId ? gtagHeadTags(site.analytics.trackingId) : []),
    ...(site.search.docsearch ? docSearchMetaTags(site) : []),
  ];
  const preloads = [...setup.clientDeps, job.client.chunk, ...job.client.deps].map((f) => base + f);
  const html = htmlDocument({
    title: pageTitle(page, site),
    description: page.description,
    // A generated index page carries its category link's `keywords` and `image`, as a doc its front matter's.
    keywords: page.kind === 'doc' || page.kind === 'categoryIndex' ? page.keywords : undefined,
    image: (page.kind === 'doc' || page.kind === 'categoryIndex') && page.image ? absoluteUrl(page.image, site) : undefined,
    canonical: isFallback ? undefined : site.url.replace(/\/$/, '') + base + job.path.replace(/^\//, ''),
    // An unlisted page is reachable but kept out of search engines, as in Docusaurus.
    noindex: isFallback || routeIsUnlisted(page),
    defaultColorMode: setup.defaultColorMode,
    favicon: site.favicon ? base + site.favicon.replace(/^\//, '') : undefined,
    stylesheets: [...setup.stylesheets, ...(job.client.styles ?? [])].map((f) => base + f),
    preloads: [...new Set(preloads)],
    headTags,
    head,
    clientScript: base + setup.clientScript,
    body,
    bootJson: jsonForScript(boot),
  });
  return { file: routeOutputPath(job.path), html, appHtml: rendered };
}

/** Renders a page that is a component, a throw in it reported at the page's file (see `pageComponentError`). */
function renderComponentPage(render: () => string, module: NonNullable<PageJob['module']>): string {
  try {
    return render();
  } catch (error) {
    throw pageComponentError(error, module.source ?? module.server, module.server);
  }
}

const serverModules = new Map<string, PageComponent>();

/**
 * A page component's server module (see `bundlePageModules`), loaded once
 * per thread. The renderer must have installed the host's modules first
 * (`loadRenderer` does), since the module reads React from them as it loads.
 */
function loadServerModule(file: string): PageComponent {
  let component = serverModules.get(file);
  if (!component) {
    component = (requireModule(file) as { default: PageComponent }).default;
    serverModules.set(file, component);
  }
  return component;
}

const requireModule = createRequire(import.meta.url);

/** A social card must be an absolute URL: a static-folder path is put under the site's origin and base URL. */
function absoluteUrl(path: string, site: SiteData): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return site.url.replace(/\/$/, '') + site.baseUrl + path.replace(/^\//, '');
}
