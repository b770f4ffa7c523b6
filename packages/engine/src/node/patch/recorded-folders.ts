import { join } from 'node:path';
import type { BuildContext } from '../build-context.js';

/**
 * The folders whose every file a build's record keeps the status of: the
 * docs (markdown, category files, images, partials), the static folder and
 * the site's `src/` (custom pages and the components they import).
 */
export function recordedFolders(ctx: BuildContext): string[] {
  return [ctx.config.docsDir, ctx.config.staticDir, join(ctx.siteDir, 'src')];
}
