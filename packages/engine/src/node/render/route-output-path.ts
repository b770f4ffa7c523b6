/**
 * The file a route is written to, relative to the output folder: `/` →
 * `index.html`, `/api/createSlice` → `api/createSlice/index.html`, so every
 * static host serves the clean path. The fallback page is `404.html`.
 */
export function routeOutputPath(path: string): string {
  if (path === '/') return 'index.html';
  if (path.endsWith('.html')) return path.slice(1);
  return path.slice(1) + '/index.html';
}
