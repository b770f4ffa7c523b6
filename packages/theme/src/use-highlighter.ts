import { highlightCodeHtml } from './highlight-code-html.js';

/** What highlights a code block's code as markup (see `highlightCodeHtml`). */
export type Highlighter = typeof highlightCodeHtml;

/**
 * The code highlighter for `MdxCodeBlock`, or `null` while it is still
 * loading. This is the server's (and the tests') version: Prism is
 * imported with the module, so the server always renders highlighted
 * code. In the browser bundle the package's `browser` field swaps in
 * `use-highlighter.browser.ts`, which loads Prism in a chunk of its own
 * the first time a block renders, so pages without JSX code blocks never
 * download it.
 */
export function useHighlighter(): Highlighter | null {
  return highlightCodeHtml;
}
