/**
 * A pathname as the route manifest keys it: trailing `/index.html` and
 * trailing slashes stripped (ARCHITECTURE.md, "The browser runtime"), `/` kept for the home page.
 * The router has already removed the base URL.
 */
export function normalizePath(pathname: string): string {
  let path = pathname.replace(/\/index\.html$/, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether the address carries a trailing `/index.html` that the runtime should remove from it. */
export function hasIndexHtmlSuffix(pathname: string): boolean {
  return pathname.endsWith('/index.html');
}
