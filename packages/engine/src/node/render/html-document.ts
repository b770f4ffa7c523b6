import { HEAD_HTML_ATTRIBUTE, headTagHtml, headTagKey, type HeadEntry, type HtmlAttributesBefore } from '../../shared/page-head.js';
import { BOOT_DATA_ID, ROOT_ID } from '../../shared/types.js';
import { escapeHtml } from './escape-html.js';
import { firstPaintScript } from './inline-scripts.js';

/** Everything one HTML page is made of. */
export interface HtmlDocumentParts {
  title: string;
  description?: string;
  /** Words for the `keywords` meta tag. */
  keywords?: string[];
  /** Absolute URL of the page's social card image (`og:image`). */
  image?: string;
  /** Absolute canonical URL; omitted for the fallback page. */
  canonical?: string;
  /** `noindex` for pages search engines should skip (the fallback page). */
  noindex?: boolean;
  defaultColorMode: 'light' | 'dark';
  /** Absolute URL paths (base URL included). */
  favicon?: string;
  stylesheets: string[];
  /** Module preloads: the client's chunks, the route's chunk and its imports. */
  preloads: string[];
  clientScript: string;
  /** Further tags for `<head>`, already HTML (analytics, the base-URL check); placed before the stylesheets. */
  headTags?: string[];
  /**
   * What the page's Docusaurus `<Head>`s asked for (see `splitPageHead`):
   * its title replaces `title` in `<title>`, its tags go before the
   * stylesheets (as react-helmet's do in Docusaurus) and replace the
   * page's own tags of the same key (a `description` meta tag, the
   * canonical link), its `<html>` attributes join the page's.
   */
  head?: HeadEntry;
  /** Server-rendered markup of the app. */
  body: string;
  /** The boot data, already serialized for a script element. */
  bootJson: string;
}

/**
 * A complete HTML page. Module scripts are deferred by nature, so the boot
 * data at the end of `<body>` is parsed before the client entry runs.
 */
export function htmlDocument(p: HtmlDocumentParts): string {
  const replaced = new Set(p.head?.tags.map(headTagKey));
  /** A tag of the page's own, unless a `<Head>` tag of the same key replaces it. */
  const own = (key: string, html: string) => (replaced.has(key) ? '' : html);
  const head = [
    own('meta:charset', '<meta charset="utf-8">'),
    own('meta:name=viewport', '<meta name="viewport" content="width=device-width, initial-scale=1">'),
    `<title>${escapeHtml(p.head?.title ?? p.title)}</title>`,
    p.description ? own('meta:name=description', `<meta name="description" content="${escapeHtml(p.description)}">`) : '',
    p.description ? own('meta:property=og:description', `<meta property="og:description" content="${escapeHtml(p.description)}">`) : '',
    own('meta:property=og:title', `<meta property="og:title" content="${escapeHtml(p.title)}">`),
    p.keywords?.length ? own('meta:name=keywords', `<meta name="keywords" content="${escapeHtml(p.keywords.join(', '))}">`) : '',
    p.image ? own('meta:property=og:image', `<meta property="og:image" content="${escapeHtml(p.image)}">`) : '',
    p.image ? own('meta:name=twitter:card', '<meta name="twitter:card" content="summary_large_image">') : '',
    p.canonical ? own('link:canonical', `<link rel="canonical" href="${escapeHtml(p.canonical)}">`) : '',
    p.canonical ? own('meta:property=og:url', `<meta property="og:url" content="${escapeHtml(p.canonical)}">`) : '',
    p.noindex ? own('meta:name=robots', '<meta name="robots" content="noindex">') : '',
    p.favicon ? `<link rel="icon" href="${escapeHtml(p.favicon)}">` : '',
    `<script>${firstPaintScript()}</script>`,
    ...(p.headTags ?? []),
    ...(p.head?.tags.map(headTagHtml) ?? []),
    ...p.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...p.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    `<script type="module" src="${escapeHtml(p.clientScript)}"></script>`,
  ].filter(Boolean);
  const htmlAttributes = Object.entries({ lang: 'en', 'data-theme': p.defaultColorMode, ...p.head?.htmlAttributes, ...htmlBefore(p) })
    .filter(([name]) => /^[^\s"'<>/=]+$/.test(name))
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('');
  return (
    `<!doctype html>\n<html${htmlAttributes}>\n<head>\n${head.join('\n')}\n</head>\n<body>\n` +
    `<div id="${ROOT_ID}">${p.body}</div>\n` +
    `<script id="${BOOT_DATA_ID}" type="application/json">${p.bootJson}</script>\n</body>\n</html>\n`
  );
}

/** What `<html>` had before the `<Head>`s' attributes, for the browser to put back (see `HEAD_HTML_ATTRIBUTE`); nothing when they set none. */
function htmlBefore(p: HtmlDocumentParts): Record<string, string> {
  const set = Object.entries(p.head?.htmlAttributes ?? {});
  if (set.length === 0) return {};
  const own: Record<string, string> = { lang: 'en', 'data-theme': p.defaultColorMode };
  const before: HtmlAttributesBefore = { before: {}, classes: [] };
  for (const [name, value] of set) {
    if (name === 'class') before.classes = value.split(/\s+/).filter(Boolean);
    else before.before[name] = own[name] ?? null;
  }
  return { [HEAD_HTML_ATTRIBUTE]: JSON.stringify(before) };
}
