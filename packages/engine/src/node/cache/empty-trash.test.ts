import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FOLDER_LIST, takeFolderList } from '../write/remove-empty-folders.js';
import { emptyTrashDetached, trashCommand } from './empty-trash.js';

/** Every process emptyTrashDetached starts, so a test can wait for the one it started to end. */
const started = vi.hoisted(() => [] as ChildProcess[]);
vi.mock('node:child_process', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:child_process')>();
  const spawn = ((...args: Parameters<typeof actual.spawn>) => {
    const child = actual.spawn(...args);
    started.push(child);
    return child;
  }) as typeof actual.spawn;
  return { ...actual, spawn };
});

/** What is left in `dir` once the deletion the last call started has ended. */
async function afterDeletion(dir: string): Promise<string[]> {
  const child = started.at(-1)!;
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  return readdir(dir);
}

describe('emptyTrashDetached', () => {
  it('deletes every retired output in the trash, folders and all, and leaves the trash itself', async () => {
    const trash = await mkdtemp(join(tmpdir(), 'quire-trash-'));
    for (const site of ['1-aa', '2-bb']) {
      await mkdir(join(trash, site, 'docs', 'api'), { recursive: true });
      await writeFile(join(trash, site, 'docs', 'api', 'index.html'), 'old');
      await writeFile(join(trash, site, '-rf'), 'a file named like an option');
    }
    expect(emptyTrashDetached(trash)).toBe(true);
    expect(await afterDeletion(trash)).toEqual([]);
  });

  it("keeps one retired output's folders, without a file, where asked, and deletes the rest", async () => {
    const root = await mkdtemp(join(tmpdir(), 'quire-trash-'));
    const trash = join(root, 'trash');
    const folders = join(root, 'folders');
    await mkdir(join(trash, '1-aa', 'docs', 'api'), { recursive: true });
    await writeFile(join(trash, '1-aa', 'docs', 'api', 'index.html'), 'old');
    await writeFile(join(trash, '1-aa', 'index.html'), 'old');
    expect(emptyTrashDetached(trash, folders)).toBe(true);
    expect(await afterDeletion(trash)).toEqual([]);
    const left = await readdir(folders, { recursive: true, withFileTypes: true });
    // Its only file lists its folders, for the build that takes them.
    expect(left.map((entry) => [entry.name, entry.isDirectory()]).sort()).toEqual([[FOLDER_LIST, false], ['api', true], ['docs', true]]);
    expect(takeFolderList(folders)?.sort()).toEqual(['docs', 'docs/api']);

    // Folders already kept are not replaced: the next ones are deleted.
    await mkdir(join(trash, '2-bb', 'guide'), { recursive: true });
    await writeFile(join(trash, '2-bb', 'guide', 'index.html'), 'old');
    expect(emptyTrashDetached(trash, folders)).toBe(true);
    expect(await afterDeletion(trash)).toEqual([]);
    expect((await readdir(folders, { recursive: true })).sort()).toEqual(['docs', join('docs', 'api')]);
  });

  it('starts nothing when the trash is empty or missing', async () => {
    const trash = await mkdtemp(join(tmpdir(), 'quire-trash-'));
    const before = started.length;
    expect(emptyTrashDetached(trash)).toBe(false);
    expect(emptyTrashDetached(join(trash, 'missing'))).toBe(false);
    expect(started).toHaveLength(before);
  });

  it('uses rm where there is one, a Node script on Windows', () => {
    expect(trashCommand(['/c/trash/1-aa'], 'linux')).toEqual({ file: 'rm', args: ['-rf', '--', '/c/trash/1-aa'] });
    const windows = trashCommand(['C:\\c\\trash\\1-aa'], 'win32', 'C:\\c\\trash');
    expect(windows.file).toBe(process.execPath);
    expect(windows.args.at(-1)).toBe('C:\\c\\trash');
  });
});
