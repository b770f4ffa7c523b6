/**
 * `@quire/engine/code-block`: what a code block's meta string and magic
 * comments mean, one reading for the build's fenced blocks and the theme's
 * JSX code blocks (`@theme/CodeBlock` in MDX). An entry of its own, not
 * part of `@quire/engine/client`: only a page with a JSX code block loads it.
 */
export { parseCodeMeta, type CodeMeta } from './parse-code-meta.js';
export { removeMagicComments, type MagicCommentResult } from './remove-magic-comments.js';
