import { baseUrlBannerScript } from './base-url-banner-script.js';
import { codeLanguageScript } from './code-language-script.js';
import { colorModeScript } from './color-mode-script.js';
import { gtagStubScript } from './gtag-head-tags.js';

/** What decides which inline scripts a build's pages carry. */
export interface InlineScriptOptions {
  baseUrl: string;
  /** Config `baseUrlIssueBanner`: the home page checks its own address. */
  baseUrlIssueBanner: boolean;
  /** Config `analytics.trackingId`: every page queues gtag calls. */
  trackingId?: string;
}

/**
 * The source of every inline `<script>` a build writes, one entry per
 * element. Pages are rendered from these strings and the Content-Security-
 * Policy hashes the same strings, so the two cannot drift apart: a hash
 * covers the exact text between `<script>` and `</script>`.
 */
export interface InlineScripts {
  /** In every page's `<head>`: the stored color mode and code language, applied before first paint. */
  firstPaint: string;
  /** On the home page only, when the base-URL check is on. */
  baseUrlCheck?: string;
  /** On every page, when analytics is configured: the gtag queue. */
  analytics?: string;
}

/** The inline scripts for a site's settings; see {@link InlineScripts}. */
export function inlineScripts({ baseUrl, baseUrlIssueBanner, trackingId }: InlineScriptOptions): InlineScripts {
  return {
    firstPaint: firstPaintScript(),
    baseUrlCheck: baseUrlIssueBanner ? baseUrlBannerScript(baseUrl) : undefined,
    analytics: trackingId ? gtagStubScript(trackingId) : undefined,
  };
}

/** The color-mode and code-language scripts, run as one element so the head stays short. */
export function firstPaintScript(): string {
  return colorModeScript() + codeLanguageScript();
}
