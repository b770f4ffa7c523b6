/**
 * What a route shows: the page data of each kind of page ({@link PageData})
 * and the component a page that is code renders with ({@link PageComponent}).
 *
 * Shared by the build and the browser (see `types.ts`): plain,
 * JSON-serializable data, no Node or DOM APIs.
 */
import type { CompactNode } from './compact-hast.js';
import type { TocItem } from './toc-item.js';

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

/** What a route shows. */
export type PageData = DocPageData | SpecialPageData | CategoryIndexPageData | TagsListPageData | TagDocListPageData | CustomPageData;

/**
 * What renders a page that is code (an MDX doc, a custom page): the
 * module's default export. It takes the components its markdown renders
 * with (the theme's markdown map, with `Details`, `Admonition` and `Head`).
 */
export type PageComponent = (props: { components?: Record<string, unknown> }) => unknown;
