/**
 * The part of the site configuration the browser sees ({@link SiteData}):
 * navbar, footer, home page and search settings.
 *
 * Plain, JSON-serializable shapes shared by the build and the browser (see
 * `types.ts`): nothing here may touch Node or DOM APIs.
 */
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
