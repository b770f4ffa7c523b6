import type { ResolvedConfig } from '../config/resolved-config.js';
import type { MarkdownOptions } from './create-markdown-processor.js';

/**
 * The options of the markdown phase, gathered from the config: the
 * `markdown` section plus the `prism` languages the code blocks highlight.
 * Plain data unless the site has plugins, so it can be sent to workers.
 */
export function markdownOptions(config: ResolvedConfig): MarkdownOptions {
  return { ...config.markdown, additionalLanguages: config.prism.additionalLanguages };
}
