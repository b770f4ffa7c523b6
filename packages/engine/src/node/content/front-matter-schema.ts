import * as z from 'zod';

/**
 * A tag as front matter may write it: a plain label (`tags: [redux]`), or a
 * label with its own permalink (`{ label: Redux, permalink: /redux }`), the
 * two forms Docusaurus 3 accepts.
 */
export type FrontMatterTag = string | { label: string; permalink: string; description?: string };

/** `last_update` front matter: overrides what git says of the file (Docusaurus 3). */
export interface FrontMatterLastUpdate {
  /** A date `Date.parse` reads, e.g. `2024-03-01`. */
  date?: string;
  author?: string;
}

/**
 * Every docs front matter key Docusaurus 3 reads, plus Quire's own `format`.
 * Unknown keys stay in the object (they are warned about, never dropped).
 */
export interface DocFrontMatter {
  id?: string;
  title?: string;
  /** The label other docs' previous/next links show for this doc (default: its title). */
  pagination_label?: string;
  sidebar_label?: string;
  sidebar_position?: number;
  sidebar_class_name?: string;
  sidebar_custom_props?: Record<string, unknown>;
  /** The sidebar shown beside this doc; `null` shows none. */
  displayed_sidebar?: string | null;
  hide_title?: boolean;
  hide_table_of_contents?: boolean;
  toc_min_heading_level?: number;
  toc_max_heading_level?: number;
  /** A doc id, or `null` for no "next" link. */
  pagination_next?: string | null;
  /** A doc id, or `null` for no "previous" link. */
  pagination_prev?: string | null;
  parse_number_prefixes?: boolean;
  /** Replaces the site's edit URL for this doc; `null` (or `''`) hides the edit link. */
  custom_edit_url?: string | null;
  keywords?: string[];
  description?: string;
  image?: string;
  slug?: string;
  tags?: FrontMatterTag[];
  /** Left out of production builds. */
  draft?: boolean;
  /** Built and reachable, but in no sidebar, sitemap, search index or pagination, and `noindex`. */
  unlisted?: boolean;
  last_update?: FrontMatterLastUpdate;
  /** Quire's own: how this file is compiled, overriding `markdown.format` (`detect` by default). */
  format?: 'md' | 'mdx' | 'detect';
  [key: string]: unknown;
}

const tagSchema = z.union([
  z.string().min(1),
  z.object({ label: z.string().min(1), permalink: z.string().min(1), description: z.string().optional() }),
]);

const lastUpdateSchema = z
  .object({
    date: z.string().refine((date) => !Number.isNaN(Date.parse(date))),
    author: z.string(),
  })
  .partial()
  .refine((value) => value.date !== undefined || value.author !== undefined);

/**
 * The front-matter keys Quire understands, as one zod schema: those of
 * Docusaurus 3's docs plugin (names and value shapes alike), and `format`.
 *
 * Unknown keys are kept (`looseObject`): other tools and plugins put their own
 * keys in front matter. They are not silent: `unknownFrontMatterKeys` finds
 * them, and the content phase warns about each.
 */
export const frontMatterSchema = z
  .looseObject({
    id: z
      .string()
      .min(1)
      .refine((id) => !id.includes('/')),
    title: z.string(),
    pagination_label: z.string(),
    sidebar_label: z.string(),
    sidebar_position: z.number(),
    sidebar_class_name: z.string(),
    sidebar_custom_props: z.record(z.string(), z.unknown()),
    displayed_sidebar: z.string().nullable(),
    slug: z.string().min(1),
    description: z.string(),
    keywords: z.array(z.string()),
    image: z.string(),
    hide_title: z.boolean(),
    hide_table_of_contents: z.boolean(),
    // h1 is the page title, so the table of contents starts at h2 at the earliest (as in Docusaurus).
    toc_min_heading_level: z.number().int().min(2).max(6),
    toc_max_heading_level: z.number().int().min(2).max(6),
    pagination_next: z.string().min(1).nullable(),
    pagination_prev: z.string().min(1).nullable(),
    parse_number_prefixes: z.boolean(),
    custom_edit_url: z.string().nullable(),
    tags: z.array(tagSchema),
    draft: z.boolean(),
    unlisted: z.boolean(),
    last_update: lastUpdateSchema,
    format: z.enum(['md', 'mdx', 'detect']),
  })
  .partial();

/** How to describe each known key in an error: what it must be, and a line that would be valid. */
export const FRONT_MATTER_KEY_RULES: Readonly<Record<string, { expected: string; example: string }>> = {
  id: { expected: 'a non-empty string without "/"', example: 'id: create-slice' },
  title: { expected: 'a string', example: 'title: Getting Started' },
  pagination_label: { expected: 'a string', example: 'pagination_label: Slices' },
  sidebar_label: { expected: 'a string', example: 'sidebar_label: Quick Start' },
  sidebar_position: { expected: 'a number', example: 'sidebar_position: 2' },
  sidebar_class_name: { expected: 'a string (CSS class names)', example: 'sidebar_class_name: green' },
  sidebar_custom_props: { expected: 'a mapping of keys to values', example: 'sidebar_custom_props: { emoji: "🔥" }' },
  displayed_sidebar: { expected: 'a sidebar id, or null for no sidebar', example: 'displayed_sidebar: tutorialSidebar' },
  slug: { expected: 'a non-empty string', example: 'slug: /api/create-slice' },
  description: { expected: 'a string', example: 'description: How to create a slice' },
  keywords: { expected: 'a list of strings', example: 'keywords: [redux, slice]' },
  image: { expected: 'a string (an image path or URL)', example: 'image: /img/social-card.png' },
  hide_title: { expected: 'true or false', example: 'hide_title: true' },
  hide_table_of_contents: { expected: 'true or false', example: 'hide_table_of_contents: true' },
  toc_min_heading_level: { expected: 'a whole number from 2 to 6', example: 'toc_min_heading_level: 2' },
  toc_max_heading_level: { expected: 'a whole number from 2 to 6', example: 'toc_max_heading_level: 3' },
  pagination_next: { expected: 'a doc id, or null for no "next" link', example: 'pagination_next: tutorials/quick-start' },
  pagination_prev: { expected: 'a doc id, or null for no "previous" link', example: 'pagination_prev: null' },
  parse_number_prefixes: { expected: 'true or false', example: 'parse_number_prefixes: false' },
  custom_edit_url: {
    expected: 'a URL, or null to hide the edit link',
    example: 'custom_edit_url: https://github.com/org/repo/edit/main/docs/intro.md',
  },
  tags: {
    expected: 'a list of tags, each a string or a mapping with `label` and `permalink`',
    example: 'tags: [redux, { label: Toolkit, permalink: /toolkit }]',
  },
  draft: { expected: 'true or false', example: 'draft: true' },
  unlisted: { expected: 'true or false', example: 'unlisted: true' },
  last_update: {
    expected: 'a mapping with a `date` (e.g. 2024-03-01) and/or an `author`',
    example: 'last_update: { date: 2024-03-01, author: Jane }',
  },
  format: { expected: 'one of md, mdx, detect', example: 'format: mdx' },
};

/** Every front matter key Quire knows, for did-you-mean suggestions on unknown ones. */
export const KNOWN_FRONT_MATTER_KEYS: readonly string[] = Object.keys(frontMatterSchema.shape);
