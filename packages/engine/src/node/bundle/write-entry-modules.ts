import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteData } from '../../shared/types.js';
import type { ResolvedTheme } from '../theme/resolve-theme.js';

/** What the generated client entry is made of. */
export interface EntryModuleSources {
  site: SiteData;
  /** Where the theme and the runtime it uses live (see `resolveTheme`). */
  theme: ResolvedTheme;
}

/**
 * Writes Quire's generated client entry as files in `dir` (the entry and
 * the site data it imports) and returns the entry's absolute path. Files,
 * not an esbuild plugin: esbuild reads them on its own threads. Route and
 * sidebar chunks are data and are written directly (`writeDataChunks`).
 */
export async function writeEntryModules(dir: string, sources: EntryModuleSources): Promise<string> {
  const json = (value: unknown) => JSON.stringify(value);
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'client.js'),
    [
      `import site from './site.js';`,
      `import ${json(sources.theme.styles)};`,
      `import { components } from ${json(sources.theme.entry)};`,
      `import { boot } from ${json(sources.theme.engineClient)};`,
      `void boot({ site, components });`,
    ].join('\n'),
  );
  await writeFile(join(dir, 'site.js'), `export default ${json(sources.site)};`);
  return join(dir, 'client.js');
}
