import { highlightCodeHtml } from './highlight-code-html.js';

/** What highlights a code block's code as markup (see `highlightCodeHtml`). */
export type Highlighter = typeof highlightCodeHtml;

/**
 * The code highlighter, for `MdxCodeBlock`. This is the server's (and the
 * tests') version: Prism is imported with the module, so the server
 * renders highlighted code synchronously. In the browser bundle the
 * package's `browser` field swaps in `use-highlighter.browser.ts`, which
 * loads Prism in a chunk of its own the first time a block renders, so
 * pages without JSX code blocks never download it.
 */
export function useHighlighter(): Highlighter {
  return highlightCodeHtml;
}
