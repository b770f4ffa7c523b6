/**
 * Links a stylesheet into the document's head and resolves once it has
 * loaded, so a page whose components bring CSS is never shown unstyled.
 * One the document already links (the server page's own, or an earlier
 * page's) is not linked again. Stylesheets stay when the reader moves on,
 * as in any single-page app: a page's CSS is scoped by its class names.
 */
export function loadStylesheet(href: string): Promise<void> {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.getAttribute('href') === href) return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`The stylesheet ${href} did not load.`));
    };
    document.head.append(link);
  });
}
