import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { PluggableList, Processor } from 'unified';
import { QuireError } from '../diagnostic.js';
import { prismLanguageNames } from './prism-languages.js';
import { rehypeCodeBlocks } from './rehype-code-blocks.js';
import { rehypeCodeTabs } from './rehype-code-tabs.js';
import type { StripTypes } from './strip-types.js';
import { rehypeDropUnsafeHtml } from './rehype-drop-unsafe-html.js';
import { rehypeHeadingIds } from './rehype-heading-ids.js';
import { rehypeRawHtml } from './rehype-raw-html.js';
import { remarkAdmonitionTitles } from './remark-admonition-titles.js';
import { remarkAdmonitions } from './remark-admonitions.js';
import { remarkDirectivesToText } from './remark-directives-to-text.js';
import { remarkGfmSyntax } from './remark-gfm-syntax.js';
import { remarkHeadingCustomIds } from './remark-heading-custom-ids.js';
import { createListItemHandler } from './list-item-handler.js';
import { rehypeHtmlNestingLimit } from './rehype-html-nesting-limit.js';
import { DEFAULT_MARKDOWN_LIMITS, remarkMarkdownLimits } from './remark-markdown-limits.js';
import { remarkMarkdownIt } from './remark-markdown-it.js';
import { remarkNeedsMdx } from './remark-needs-mdx.js';

/** Options of the markdown phase (the `markdown` part of the resolved config). */
export interface MarkdownOptions {
  /** Extra remark plugins, run after GFM and before the HAST conversion: `plugin` or `[plugin, options]`. Default: none. */
  remarkPlugins?: unknown[];
  /** Extra rehype plugins, run after heading ids are set: `plugin` or `[plugin, options]`. Default: none. */
  rehypePlugins?: unknown[];
  /**
   * Lowest and highest heading level in a page's table of contents (defaults 2
   * and 3, set by the config). The processor does not read them; they sit here
   * so this object describes the whole markdown phase, e.g. as a cache key.
   * `compileMarkdown` takes the levels from its context.
   */
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  /** Most blocks one doc may have before it is refused (default 2500; the config's `markdown.maxDocBlocks`). */
  maxDocBlocks?: number;
  /**
   * Prism grammars highlighted beyond the default set (the config's
   * `prism.additionalLanguages`; default none). `loadPrismLanguages` must
   * have loaded them in this thread before the processor is built.
   */
  additionalLanguages?: string[];
  /** How docs are read: `mdx`, `md`, or `detect` by extension and content (the config's `markdown.format`; default `detect`). */
  format?: 'mdx' | 'md' | 'detect';
}

/** A frozen processor: markdown text in, HAST out (no stringifier: the body ships as HAST). */
export type MarkdownProcessor = Processor<MdastRoot, MdastRoot, HastRoot, undefined, undefined>;

/**
 * Builds the markdown pipeline once per build; every doc reuses it.
 *
 * remark-parse → remark-frontmatter → GFM (`remarkGfmSyntax`) → directives
 * (`:::tip Title` read as `:::tip[Title]`), all read by markdown-it where
 * its tree is remark-parse's (`remarkMarkdownIt`) → admonitions (other
 * directives back to text) → `{#custom-id}` headings → user remark plugins →
 * remark-rehype → raw HTML parsed, scripts dropped → heading ids → code
 * blocks (Prism) → TypeScript/JavaScript tabs → user rehype plugins.
 * Docs too big or nested too deep to compile safely fail early, before the
 * parse and before raw HTML is parsed (remarkMarkdownLimits, rehypeHtmlNestingLimit).
 *
 * Front matter is parsed by the content phase; remark-frontmatter is here so
 * the parser skips it while node positions stay positions in the whole file.
 * Raw HTML in markdown is parsed into the tree (so it ships as HAST like the
 * rest, and heading ids and link checks see it), then anything that would
 * run code is dropped with a warning (rehypeRawHtml, rehypeDropUnsafeHtml).
 *
 * @param hooks.stripTypes What makes JavaScript tabs (default `stripTypes`); the build cache passes a memo.
 * @throws QuireError when a plugin entry is neither a function, `[function, options]` nor a preset.
 */
export function createMarkdownProcessor(options: MarkdownOptions, hooks: { stripTypes?: StripTypes } = {}): MarkdownProcessor {
  // The chain's inferred types stop at the user plugins (typed unknown); the contract above is what holds.
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfmSyntax)
    .use(remarkDirective)
    .use(remarkAdmonitionTitles)
    .use(remarkMarkdownIt)
    .use(quireRemarkTransforms(options))
    .use(options.remarkPlugins?.length ? [remarkNeedsMdx] : [])
    .use(remarkRehype, { allowDangerousHtml: true, handlers: { listItem: createListItemHandler() } })
    .use(rehypeHtmlNestingLimit)
    .use(rehypeRawHtml)
    .use(rehypeDropUnsafeHtml)
    .use(quireRehypeTransforms(options, hooks))
    .freeze();
  return processor as unknown as MarkdownProcessor;
}

/**
 * The remark transforms after parsing, which markdown and MDX docs share:
 * limits, admonitions (other directives back to text), `{#custom-id}`
 * headings, then the site's remark plugins.
 */
export function quireRemarkTransforms(options: MarkdownOptions): PluggableList {
  return [
    [remarkMarkdownLimits, { maxBlocks: options.maxDocBlocks ?? DEFAULT_MARKDOWN_LIMITS.maxBlocks }],
    remarkAdmonitions,
    remarkDirectivesToText,
    remarkHeadingCustomIds,
    ...toPluggableList(options.remarkPlugins ?? [], 'markdown.remarkPlugins'),
  ];
}

/**
 * The rehype transforms, which markdown and MDX docs share: heading ids,
 * code blocks (Prism), TypeScript/JavaScript tabs, then the site's rehype plugins.
 */
export function quireRehypeTransforms(options: MarkdownOptions, hooks: { stripTypes?: StripTypes } = {}): PluggableList {
  return [
    rehypeHeadingIds,
    [rehypeCodeBlocks, { languages: prismLanguageNames(options.additionalLanguages ?? []) }],
    [rehypeCodeTabs, { stripTypes: hooks.stripTypes }],
    ...toPluggableList(options.rehypePlugins ?? [], 'markdown.rehypePlugins'),
  ];
}

/** Checks user plugin entries, so a typo fails here with its config path instead of deep inside unified. */
function toPluggableList(entries: unknown[], configPath: string): PluggableList {
  entries.forEach((entry, index) => {
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    const isPreset = typeof plugin === 'object' && plugin !== null && !Array.isArray(entry) && 'plugins' in plugin;
    if (typeof plugin === 'function' || isPreset) return;
    throw new QuireError({
      severity: 'error',
      message: `${configPath}[${index}] is not a unified plugin (got ${plugin === null ? 'null' : typeof plugin}).`,
      hint: 'Pass the imported plugin function itself, or `[plugin, options]`, e.g. `[remarkMath, { singleDollarTextMath: false }]`.',
    });
  });
  return entries as PluggableList;
}
