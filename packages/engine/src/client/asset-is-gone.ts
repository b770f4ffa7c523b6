/** Tells whether the server no longer has a file; see {@link assetIsGone}. */
export type AssetProbe = (url: string) => Promise<boolean>;

/**
 * Asks the server, past every cache, whether it still has a script file
 * that just failed to load. Gone means a 404 or 410, or a page served in
 * its place (hosts that answer every unknown path with `index.html`). A
 * network failure proves nothing, so it counts as not gone: a retry of the
 * same file may well work.
 */
export async function assetIsGone(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    if (response.status === 404 || response.status === 410) return true;
    return response.ok && !/javascript|ecmascript/i.test(response.headers.get('content-type') ?? '');
  } catch {
    return false;
  }
}
