import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FOLDER_LIST, pageFolders, removeEmptyFolders, takeFolderList } from './remove-empty-folders.js';

it('removes the listed folders that hold no file at any depth, but those it is told to keep', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'quire-empty-folders-'));
  const listed = ['guide', 'guide/installation', 'gone', 'gone/deeper', 'gone/deeper/still', 'assets', 'assets/routes', 'assets/routes/gone', 'kept', 'kept/empty'];
  for (const folder of listed) await mkdir(join(dir, folder), { recursive: true });
  // As the trash's process writes it (find -print0), taken out of the folder when read.
  await writeFile(join(dir, FOLDER_LIST), listed.map((folder) => `./${folder}\0`).join(''));
  expect(takeFolderList(dir)).toEqual(listed);
  expect(takeFolderList(dir)).toBeUndefined();
  await writeFile(join(dir, 'guide/installation/index.html'), 'page');
  await writeFile(join(dir, 'assets/routes/chunk.js'), 'chunk');
  removeEmptyFolders(dir, listed, (folder) => folder === 'kept/empty');
  const left = (await readdir(dir, { recursive: true })).map((p) => p.split('\\').join('/')).sort();
  expect(left).toEqual(['assets', 'assets/routes', 'assets/routes/chunk.js', 'guide', 'guide/installation', 'guide/installation/index.html', 'kept', 'kept/empty']);
});

it('names the folders that hold pages, and the folders above them', () => {
  expect([...pageFolders(['/', '/api/createSlice', '/api/other', '/intro'])].sort()).toEqual(['api', 'api/createSlice', 'api/other', 'intro']);
});
