/**
 * PLACEHOLDER CONTRACT (to be derived from the zod schema in config-schema.ts):
 * the shape of a site's configuration after validation and defaults.
 */
import type { SiteData } from '../../shared/types.js';

/** A unified plugin entry: the plugin, or `[plugin, options]`. */
export type PluginEntry = unknown;

/** The configuration after validation: every default filled in, every path absolute. */
export interface ResolvedConfig extends SiteData {
  /** Absolute path of the docs folder (default: `../docs` from the site folder). */
  docsDir: string;
  /** Absolute path of the output folder (default: `build` in the site folder). */
  outDir: string;
  /** Absolute path of the sidebars module, if there is one (default: `sidebars.ts` when present). */
  sidebarsPath?: string;
  /** Absolute path of the folder copied as-is into the output (default: `static` in the site folder). */
  staticDir: string;
  /** Prefix of "Edit this page" links; the doc's path relative to the docs folder is appended. */
  editUrl?: string;
  markdown: {
    remarkPlugins: PluginEntry[];
    rehypePlugins: PluginEntry[];
    /** Lowest heading level in the table of contents (default 2). */
    tocMinHeadingLevel: number;
    /** Highest heading level in the table of contents (default 3). */
    tocMaxHeadingLevel: number;
  };
  prism: { additionalLanguages: string[] };
  /** What a broken internal link does (default `error`). */
  onBrokenLinks: 'error' | 'warn';
  /** What a relative `.md` link to a missing file does (default `warn`). */
  onBrokenMarkdownLinks: 'error' | 'warn';
  /** What two docs claiming one route do (default `warn`). */
  onDuplicateRoutes: 'error' | 'warn';
}
