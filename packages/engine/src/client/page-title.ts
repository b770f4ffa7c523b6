/**
 * The title of the page on screen, which the app sets on every route
 * change, and the title a `<Head>` puts over it while one is mounted (see
 * the Docusaurus `Head`'s head manager, which registers itself here when a
 * page first uses it, so a site without `<Head>`s never downloads it).
 */
let own: string | undefined;
let override: (() => string | undefined) | undefined;

/** Sets the page's own title; a mounted `<Head>` title still shows instead. */
export function setPageTitle(title: string): void {
  own = title;
  document.title = override?.() ?? title;
}

/** The page's own title, as last set (else the document's). */
export function ownPageTitle(): string {
  return own ?? document.title;
}

/** Lets the head manager put a `<Head>` title over the page's own. */
export function overridePageTitle(title: () => string | undefined): void {
  override = title;
}
