/** The config's `markdown` options: plugins, tables of contents, limits and how docs are read. */
import * as z from 'zod';
import type { Pluggable } from 'unified';

/** A unified plugin entry: the plugin, `[plugin, options]`, or a preset object. */
export type PluginEntry = Pluggable;

const pluginEntrySchema = z.custom<PluginEntry>(
  (value) =>
    typeof value === 'function' ||
    (Array.isArray(value) && typeof value[0] === 'function') ||
    (typeof value === 'object' && value !== null && !Array.isArray(value)),
  { message: 'Expected a unified plugin, a [plugin, options] pair, or a preset object' },
);

/** Where markdown options live; unified plugins run after Quire's own. */
export const markdownSchema = z
  .strictObject({
    /** Extra remark plugins, run after Quire's (default none). */
    remarkPlugins: z.array(pluginEntrySchema).default([]),
    /** Extra rehype plugins, run after Quire's (default none). */
    rehypePlugins: z.array(pluginEntrySchema).default([]),
    /** Lowest heading level in a page's table of contents (default 2, `##`). */
    tocMinHeadingLevel: z.int().min(2).max(6).default(2),
    /** Highest heading level in a page's table of contents (default 3, `###`). */
    tocMaxHeadingLevel: z.int().min(2).max(6).default(3),
    /**
     * Largest markdown file the build accepts, in KB (default 1024, 1 MB);
     * a bigger one fails the build at the line where it crosses the limit.
     * Raise it for a page that really must be that long.
     */
    maxDocSizeKb: z.int().min(1).default(1024),
    /**
     * Most blocks (paragraphs, list items, headings, quotes, admonitions,
     * table rows) one doc may have (default 2500, fifteen times the longest
     * Redux Toolkit page). Past it the doc fails: near 5000 it takes over 2 s to
     * compile and be too long to read. Raise it for a page that really must be that long.
     */
    maxDocBlocks: z.int().min(1).default(2500),
    /**
     * How docs are read (a doc's front matter `format` overrides it):
     * `detect` (the default) reads `.mdx` files as MDX and `.md` files as
     * CommonMark, unless a `.md` file has top-level `import`/`export` lines or
     * capitalised JSX components; `mdx` reads every file as MDX (Docusaurus
     * 3's default); `md` reads every file as CommonMark.
     */
    format: z.enum(['mdx', 'md', 'detect']).default('detect'),
  })
  .refine((m) => m.tocMinHeadingLevel <= m.tocMaxHeadingLevel, {
    message: '`tocMinHeadingLevel` is greater than `tocMaxHeadingLevel`; swap them.',
  });
