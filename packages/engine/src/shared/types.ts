/**
 * The data that crosses from the build (Node) to the browser and the theme.
 *
 * Only plain, JSON-serializable shapes live here: this module is imported by
 * both sides, so it must not touch Node or DOM APIs.
 */
import type { CompactNode } from './compact-hast.js';

/** One item of the navbar. Exactly one of `to` (internal route) or `href` (external URL) is set. */
export interface NavItem {
  label: string;
  /** An internal route path such as `/tutorials/overview`; checked by the link checker. */
  to?: string;
  /** An external URL, opened as a normal link. */
  href?: string;
  /** Which side of the navbar the item sits on. */
  position: 'left' | 'right';
  /** Mark the item active for every route under this path (default: the folder of `to`). */
  activeBasePath?: string;
  /** A named icon drawn before or instead of the label. */
  icon?: 'github';
  /** Accessible name when the label is visually hidden behind an icon. */
  ariaLabel?: string;
}

/** One link in a footer column. Exactly one of `to` or `href` is set. */
export interface FooterLink {
  label: string;
  to?: string;
  href?: string;
}

/** A titled footer column. */
export interface FooterColumn {
  title: string;
  items: FooterLink[];
}

/** A call-to-action button on the home page hero. */
export interface HomeAction {
  label: string;
  to: string;
  variant: 'primary' | 'secondary';
}

/** A feature card on the home page. */
export interface HomeFeature {
  title: string;
  description: string;
  /** Site path of a decorative icon shown above the title, e.g. `/img/simple.svg`. */
  icon?: string;
}

/** A link card in a home page section: a title that links, and one sentence. */
export interface HomeLink {
  label: string;
  /** A route of the site (the base URL is added) … */
  to?: string;
  /** … or an external address. */
  href?: string;
  description: string;
}

/** A titled row of link cards under the features, e.g. related projects. */
export interface HomeSection {
  title: string;
  description?: string;
  items: HomeLink[];
}

/** What the home page shows: a hero, a row of features and sections of links. */
export interface HomeData {
  hero: { title: string; tagline: string; actions: HomeAction[] };
  features: HomeFeature[];
  sections: HomeSection[];
}

/** The part of the site configuration that the browser sees. */
export interface SiteData {
  title: string;
  tagline: string;
  /** Absolute origin of the deployed site, e.g. `https://redux-toolkit.js.org`. */
  url: string;
  /** Path prefix the site is served under, always with leading and trailing slash. */
  baseUrl: string;
  favicon?: string;
  navbar: {
    title: string;
    logo?: { src: string; alt: string };
    items: NavItem[];
  };
  footer: { columns: FooterColumn[]; copyright: string };
  home: HomeData;
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean };
  loading: { spinnerDelayMs: number; progressBarDelayMs: number };
  /** Web analytics; `trackingId` is set when the site sends page views (see `sendPageView`). */
  analytics: { trackingId?: string };
  /** How the site searches; see {@link SiteSearch}. */
  search: SiteSearch;
  /**
   * The single docs version (the Redux Toolkit site has one, "Next"): its `name`
   * (`current`), which the theme stores as the reader's preferred version,
   * and the `label` it shows.
   */
  version: { name: string; label: string };
  /**
   * The config's `customFields`, as written (JSON data): what Docusaurus's
   * `useDocusaurusContext().siteConfig.customFields` gives pages and components
   * (absent in site data made by hand, such as tests': read as `{}`).
   */
  customFields?: Record<string, unknown>;
}

/** Algolia DocSearch settings, all public (the key is a search-only key). */
export interface DocSearchOptions {
  appId: string;
  apiKey: string;
  indexName: string;
  /** Origins to query instead of Algolia's own hosts (a proxy, or a stand-in in tests), e.g. `http://127.0.0.1:8123`. */
  hosts?: string[];
}

/**
 * The site's search. Without `docsearch`, the built-in search serves: the
 * build writes its own index to `search-index/` under the base URL (see
 * `search-index-format.ts`), which the theme loads only when a reader searches.
 */
export interface SiteSearch {
  docsearch?: DocSearchOptions;
}

/** One table-of-contents entry of a doc page. */
export interface TocItem {
  /** Heading id, the fragment that links to it. */
  id: string;
  /** Heading level, 2 for `##`. */
  depth: number;
  /** Plain text of the heading, for search, titles and accessible names. */
  text: string;
  /**
   * The heading's content with its markup (inline code, emphasis…), in
   * compact form (see `CompactNode`), when it has any; absent for plain text. Links are
   * replaced by their text and ids dropped, since the entry is itself a
   * link on a page that already has those ids.
   */
  content?: CompactNode[];
}

/** A sidebar node as the theme renders it: categories and links, already resolved to routes. */
export type SidebarItem =
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      /** Whether the category starts collapsed. */
      collapsed: boolean;
      collapsible: boolean;
      /** A route the category label links to, if any. */
      href?: string;
      /** CSS class of the item (sidebars file `className`, `_category_` `className`). */
      className?: string;
      /** The author's data for a replaced sidebar component (`customProps`). */
      customProps?: Record<string, unknown>;
      /** Shown on a generated-index page's card for this category. */
      description?: string;
      /**
       * On a large sidebar, the chunk (path relative to the base URL) holding
       * this category's items, for a category that starts collapsed: pages
       * where it is closed ship it with empty `items`, and the browser loads
       * them when it opens. Pages where it is open ship `items` as well.
       */
      itemsChunk?: string;
    }
  | {
      type: 'link';
      label: string;
      /** Route path (internal, without base URL) or absolute URL. */
      href: string;
      /** The doc this link points to, when it points to a doc. */
      docId?: string;
      /** CSS class of the item (sidebars file `className`, front matter `sidebar_class_name`). */
      className?: string;
      /** The author's data for a replaced sidebar component (`customProps`, front matter `sidebar_custom_props`). */
      customProps?: Record<string, unknown>;
      /** Shown on a generated-index page's card for this link. */
      description?: string;
    }
  | {
      /** Markup placed in the sidebar as the author wrote it (sidebars file `html` item). */
      type: 'html';
      /** The HTML, trusted: it comes from the site's own sidebars file. */
      value: string;
      /** Give it the padding of a sidebar link. */
      defaultStyle?: boolean;
      className?: string;
      customProps?: Record<string, unknown>;
      /** Not shown as text; present so every item has a label (keys, ids). */
      label?: undefined;
      href?: undefined;
    };

/** A link to a neighbouring page in sidebar order. */
export interface PageNavLink {
  title: string;
  href: string;
}

/** A breadcrumb; the last one is the current page and has no `href`. */
export interface Breadcrumb {
  label: string;
  href?: string;
}

/** Page data of a markdown doc. */
export interface DocPageData {
  kind: 'doc';
  /** Doc id: folder + front-matter id, e.g. `api/createSlice`. */
  docId: string;
  title: string;
  description?: string;
  /** Front matter `keywords`, for the `keywords` meta tag. */
  keywords?: string[];
  /** Front matter `image`: the page's social card, a static-folder path or an absolute URL. */
  image?: string;
  /** Front matter `hide_title`. */
  hideTitle: boolean;
  /** Front matter `hide_table_of_contents`. */
  hideTableOfContents: boolean;
  /** True when the body opens with its own `#` heading, so the theme must not add another. */
  hasTitleHeading: boolean;
  /** The rendered markdown in compact form (see `CompactNode`). */
  body: CompactNode[];
  toc: TocItem[];
  /** Id of the sidebar this doc belongs to, if any. */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  prev?: PageNavLink;
  next?: PageNavLink;
  /** Where to edit the source, when the site sets an edit URL. */
  editUrl?: string;
  /** Front matter `tags`, each linking to its tag page. */
  tags?: TagLink[];
  /** Front matter `unlisted`: reachable by its URL only; the theme shows a banner saying so. */
  unlisted?: boolean;
  /** When the doc last changed (milliseconds since 1970, UTC), when the site shows it (`showLastUpdateTime`). */
  lastUpdatedAt?: number;
  /** Who last changed the doc, when the site shows it (`showLastUpdateAuthor`). */
  lastUpdatedBy?: string;
}

/** A tag as pages link it (Docusaurus's `Tag`): its label and its tag page's route path. */
export interface TagLink {
  label: string;
  /** Route path of the tag's page, without base URL, e.g. `/tags/redux`. */
  permalink: string;
  description?: string;
}

/** Page data of the page listing every tag of the docs (`/tags`). */
export interface TagsListPageData {
  kind: 'tagsList';
  title: string;
  description?: string;
  /** Every tag, by label, with how many docs have it. */
  tags: Array<TagLink & { count: number }>;
}

/** Page data of one tag's page (`/tags/<tag>`): the docs that have it. */
export interface TagDocListPageData {
  kind: 'tagDocList';
  title: string;
  description?: string;
  tag: TagLink & { count: number };
  /** Route path of the page listing every tag. */
  allTagsPath: string;
  /** The docs with this tag, by title. */
  docs: Array<{ id: string; title: string; description?: string; permalink: string }>;
  /** Set on the page of a tag only unlisted docs have: it is `noindex` and in no sitemap, as they are. */
  unlisted?: boolean;
}

/** Page data of a route that is not a doc. */
export interface SpecialPageData {
  kind: 'home' | 'search' | 'notFound';
  title: string;
  description?: string;
}

/** One card of a category index page: an item of the category. */
export interface CategoryIndexCard {
  /** What the item is: a doc, a category (`count` items), or another link. */
  type: 'doc' | 'category' | 'link';
  label: string;
  /** Route path (internal, without base URL) or absolute URL. */
  href: string;
  /** The doc's front matter `description`, or the item's `description`. */
  description?: string;
  /** How many items a category card stands for. */
  count?: number;
}

/** Page data of a category's generated index (sidebars `link: { type: 'generated-index' }`): its items as cards. */
export interface CategoryIndexPageData {
  kind: 'categoryIndex';
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  /** Id of the sidebar the category belongs to. */
  sidebarId?: string;
  breadcrumbs: Breadcrumb[];
  items: CategoryIndexCard[];
  prev?: PageNavLink;
  next?: PageNavLink;
}

/** What a route shows. */
/**
 * Page data of a custom page (a file in the site's `src/pages/`): its
 * content is its route module's `Content`, a component of the site's.
 */
export interface CustomPageData {
  kind: 'page';
  /** The page's title, when the build knows it (a markdown page's front matter `title` or first heading); else `''`. */
  title: string;
  description?: string;
  /** Written in markdown (`.md`, `.mdx`): the theme shows it with markdown's styles. */
  markdown?: boolean;
}

export type PageData = DocPageData | SpecialPageData | CategoryIndexPageData | TagsListPageData | TagDocListPageData | CustomPageData;

/**
 * What renders a page that is code (an MDX doc, a custom page): the
 * module's default export. It takes the components its markdown renders
 * with (the theme's markdown map, with `Details`, `Admonition` and `Head`).
 */
export type PageComponent = (props: { components?: Record<string, unknown> }) => unknown;

/** The default export of a route chunk: everything one route needs to render. */
export interface RouteModule {
  page: PageData;
  /** The sidebar of the page, when it has one (shared between pages as its own chunk). */
  sidebar?: SidebarItem[];
  /** The page's content as a component: an MDX doc's body, a custom page. */
  Content?: PageComponent;
}

/** How the browser finds a route's code. */
export interface ClientRoute {
  /** Chunk URL of the route module, relative to the base URL. */
  chunk: string;
  /** Other chunks the route module imports, relative to the base URL, for preloading. */
  deps: string[];
  /** Stylesheets the route's page component needs (its components' CSS), relative to the base URL; linked before it shows. */
  styles?: string[];
  /**
   * The route needs the host chunk before its chunk is imported: its page is
   * a component (an MDX doc, a custom page) that reads React and the theme
   * from the host, or the theme draws it with deferred components (see `deferredComponent`).
   */
  host?: true;
}

/**
 * The route manifest the browser navigates with, written once per build as
 * {@link ROUTE_MANIFEST_FILE} (not embedded in pages, so pages do not grow
 * with the site). Keys are route paths without base URL.
 */
export interface ClientManifest {
  routes: Record<string, ClientRoute>;
  /** The fallback page, shown for any path that is not a key of `routes`. */
  notFound: ClientRoute;
  /**
   * The client script (relative to the base URL) of the build that wrote it, when built: a page
   * whose boot data names another one runs a runtime that may not read this build's chunks.
   */
  client?: string;
}

/** The manifest as `route-manifest.json` holds it, and its reading (see `WireManifest`). */
export { decodeManifest, encodeManifest, type WireManifest, type WireRoute } from './manifest-wire.js';

/**
 * Where a build writes its {@link ClientManifest}, relative to the base URL.
 * A fixed name, not a content hash: were it hashed, every page would name a
 * new file after any edit, and no page's HTML could stay as the last build
 * wrote it. A page fetches it past the browser's cache (a revalidation), so
 * it always gets the one deployed now; see `ManifestLoader`.
 */
export const ROUTE_MANIFEST_FILE = 'route-manifest.json';

/** The boot data embedded in each HTML page (in `<script id="__quire_data" type="application/json">`). */
export interface BootData {
  /** URL of the {@link ClientManifest} file, relative to the base URL. */
  manifest: string;
  /** The client script this page runs, as the manifest of its build names it (see `ClientManifest.client`); absent in dev. */
  client?: string;
  /** The route this page shows: its manifest key (`*` for the fallback page) and chunks. */
  route: ClientRoute & { key: string };
}

/** Manifest key of the fallback page, which has no path of its own. */
export const NOT_FOUND_KEY = '*';

/** Id of the script element holding {@link BootData}. */
export const BOOT_DATA_ID = '__quire_data';
/** Id of the element the app renders into. */
export const ROOT_ID = '__quire';
/** localStorage key of the reader's color mode. */
export const COLOR_MODE_STORAGE_KEY = 'theme';
/** localStorage key of the reader's choice in TypeScript/JavaScript code tabs: `ts` or `js`. */
export const CODE_LANGUAGE_STORAGE_KEY = 'quire-code-language';
/** Folder of the built-in search index under the base URL (its root `index.json` and hashed files; see `search-index-format.ts`). */
export const SEARCH_INDEX_DIR = 'search-index';
