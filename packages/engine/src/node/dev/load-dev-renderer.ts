import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServerRenderer } from '../bundle/bundle-site.js';
import { loadRenderer, rendererSourceHash, type Renderer } from '../render/load-renderer.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/**
 * The server renderer for `quire dev`: the build's (theme, `@quire/engine/ssr`
 * and React bundled into one module, CSS imports dropped), made afresh each
 * time. Node keeps an imported module for the life of the process, so a
 * theme edited since would otherwise never be seen; a new bundle under a new
 * name is a new module. It is imported from a temporary file, removed once
 * loaded.
 */
export async function loadDevRenderer(siteDir: string, theme: ResolvedTheme): Promise<Renderer> {
  const { text } = await bundleServerRenderer(siteDir, theme);
  const file = join(tmpdir(), `quire-dev-renderer-${process.pid}-${randomUUID().slice(0, 8)}.cjs`);
  await writeFile(file, text);
  try {
    return await loadRenderer({ file, sourceHash: rendererSourceHash(text) }, theme.packageName);
  } finally {
    await rm(file, { force: true });
  }
}
