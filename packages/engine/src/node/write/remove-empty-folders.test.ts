import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { removeEmptyFolders } from './remove-empty-folders.js';

it('removes the folders that hold no file at any depth, but those it is told to keep', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-empty-folders-'));
  for (const folder of ['guide/installation', 'gone/deeper/still', 'assets/routes/gone', 'kept/empty']) await mkdir(join(dir, folder), { recursive: true });
  await writeFile(join(dir, 'guide/installation/index.html'), 'page');
  await writeFile(join(dir, 'assets/routes/chunk.js'), 'chunk');
  removeEmptyFolders(dir, (folder) => folder === 'kept/empty');
  const left = (await readdir(dir, { recursive: true })).map((p) => p.split('\\').join('/')).sort();
  expect(left).toEqual(['assets', 'assets/routes', 'assets/routes/chunk.js', 'guide', 'guide/installation', 'guide/installation/index.html', 'kept', 'kept/empty']);
});
