/**
 * Thrown inside the markdown-it → mdast conversion for input it leaves to
 * remark-parse; `markdownItToMdast` catches it and returns `undefined`. The
 * message names the reason (`'tilde'`, `'text syntax'`…), which the
 * fallback counts of `markdownItFallbackReason` report.
 */
export class ConversionDeclined extends Error {}
