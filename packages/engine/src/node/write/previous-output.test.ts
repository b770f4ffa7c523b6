import { statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPreviousOutput } from './previous-output.js';
import { commitStagingDir, createStagingDir } from './staging-dir.js';

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const CHUNK = 'assets/routes/intro-ABC123.js';

/** A first build's folders (output, cache) with no records yet: its previous output, and its staging folder. */
async function firstBuild() {
  const root = await mkdtemp(join(tmpdir(), 'quire-previous-output-'));
  roots.push(root);
  const out = join(root, 'build');
  const cache = join(root, 'cache');
  await mkdir(cache);
  return { root, out, cache, first: await openPreviousOutput(cache, out, 'tools-1'), staging: await createStagingDir(out) };
}

/** A site built once into `out` with one hashed chunk, its records saved in `cache`. */
async function builtOnce(): Promise<{ root: string; out: string; cache: string }> {
  const { root, out, cache, first, staging } = await firstBuild();
  await mkdir(join(staging, 'assets/routes'), { recursive: true });
  await writeFile(join(staging, CHUNK), 'export default 1;\n');
  await writeFile(join(staging, 'index.html'), '<p>not hashed</p>');
  first.record(staging, 'site');
  first.record(staging, 'search');
  await commitStagingDir(staging, out);
  await first.save();
  return { root, out, cache };
}

describe('the previous output', () => {
  it('links a hashed file the last build left as it was into the next staging folder', async () => {
    const { out, cache } = await builtOnce();
    const next = await openPreviousOutput(cache, out, 'tools-1');
    const staging = await createStagingDir(out);
    await mkdir(join(staging, 'assets/routes'), { recursive: true });
    expect(next.link(CHUNK, join(staging, CHUNK))).toBe(true);
    expect(next.linked).toBe(1);
    expect(await readFile(join(staging, CHUNK), 'utf8')).toBe('export default 1;\n');
    expect(statSync(join(staging, CHUNK)).ino).toBe(statSync(join(out, CHUNK)).ino);
    // Only files under assets/ are recorded: other names say nothing of their content.
    expect(next.link('index.html', join(staging, 'index.html'))).toBe(false);
  });

  it('lists and lends the recorded files of one folder, paths relative to it', async () => {
    const { out, cache } = await builtOnce();
    const next = await openPreviousOutput(cache, out, 'tools-1');
    const routes = next.folder('assets/routes');
    expect(routes.files).toEqual(['intro-ABC123.js']);
    expect(next.folder('search-index').files).toEqual([]);
    const staging = await createStagingDir(out);
    expect(routes.link('intro-ABC123.js', join(staging, 'chunk.js'))).toBe(true);
    expect(statSync(join(staging, 'chunk.js')).ino).toBe(statSync(join(out, CHUNK)).ino);
    expect(routes.link('other.js', join(staging, 'other.js'))).toBe(false);
  });

  it('does not link a file replaced or edited in the output folder since', async () => {
    const { out, cache } = await builtOnce();
    await rm(join(out, CHUNK));
    await writeFile(join(out, CHUNK), 'export default "replaced";\n');
    const next = await openPreviousOutput(cache, out, 'tools-1');
    const staging = await createStagingDir(out);
    await mkdir(join(staging, 'assets/routes'), { recursive: true });
    expect(next.link(CHUNK, join(staging, CHUNK))).toBe(false);

    // Edited in place, same length: the modification time tells (set here a minute on,
    // as a later edit would, since two writes in a row may share a clock tick).
    const edited = await builtOnce();
    const file = join(edited.out, CHUNK);
    await writeFile(file, 'export default 3;\n');
    const later = new Date(statSync(file).mtimeMs + 60_000);
    await utimes(file, later, later);
    const again = await openPreviousOutput(edited.cache, edited.out, 'tools-1');
    const staging2 = await createStagingDir(edited.out);
    await mkdir(join(staging2, 'assets/routes'), { recursive: true });
    expect(again.link(CHUNK, join(staging2, CHUNK))).toBe(false);
  });

  it('links nothing into another output folder, after a toolchain change, or with damaged records', async () => {
    const { root, out, cache } = await builtOnce();
    const other = await openPreviousOutput(cache, join(root, 'elsewhere'), 'tools-1');
    expect(other.link(CHUNK, join(root, 'x.js'))).toBe(false);
    const upgraded = await openPreviousOutput(cache, out, 'tools-2');
    expect(upgraded.link(CHUNK, join(root, 'z.js'))).toBe(false);
    await writeFile(join(cache, 'previous-output.json'), '{"format":1,"outDir":');
    const damaged = await openPreviousOutput(cache, out, 'tools-1');
    expect(damaged.link(CHUNK, join(root, 'y.js'))).toBe(false);
  });

  it('records the site and the search index as two parts, each with the sizes of its files, into one set of records', async () => {
    const { out, cache, first, staging } = await firstBuild();
    const FRAGMENT = 'search-index/fragments/1a2b3c.bin';
    await mkdir(join(staging, 'assets/routes'), { recursive: true });
    await mkdir(join(staging, 'search-index/fragments'), { recursive: true });
    await writeFile(join(staging, CHUNK), 'export default 1;\n');
    await writeFile(join(staging, 'index.html'), '<p>page</p>');
    first.expect('index.html', 'key-A');
    // The site's part is recorded while the search phase may still be writing: its folder is not looked at.
    await writeFile(join(staging, FRAGMENT), 'fragment');
    expect([...first.record(staging, 'site')].sort()).toEqual([[CHUNK, 18], ['index.html', 11]]);
    expect([...first.record(staging, 'search')]).toEqual([[FRAGMENT, 8]]);
    await commitStagingDir(staging, out);
    await first.save();

    const next = await openPreviousOutput(cache, out, 'tools-1');
    expect(next.folder('assets/routes').files).toEqual(['intro-ABC123.js']);
    expect(next.folder('search-index/fragments').files).toEqual(['1a2b3c.bin']);
    expect(next.holds('index.html', 'key-A')).toBe(true);
  });

  it('links a file outside the hashed folders only when the last build made it from the same key', async () => {
    const { out, cache } = await builtOnce();
    // The last build wrote index.html from key A.
    const second = await openPreviousOutput(cache, out, 'tools-1');
    const staging = await createStagingDir(out);
    await writeFile(join(staging, 'index.html'), '<p>made from A</p>');
    second.expect('index.html', 'key-A');
    second.record(staging, 'site');
    await commitStagingDir(staging, out);
    await second.save();

    const third = await openPreviousOutput(cache, out, 'tools-1');
    const next = await createStagingDir(out);
    expect([third.holds('index.html'), third.holds('index.html', 'key-B'), third.holds('index.html', 'key-A')]).toEqual([false, false, true]);
    expect(third.holds('other.html', 'key-A')).toBe(false);
    expect(third.link('index.html', join(next, 'index.html'))).toBe(false);
    expect(third.link('index.html', join(next, 'index.html'), 'key-B')).toBe(false);
    expect(third.link('index.html', join(next, 'index.html'), 'key-A')).toBe(true);
    expect(statSync(join(next, 'index.html')).ino).toBe(statSync(join(out, 'index.html')).ino);
    // A linked file keeps its key for the build after.
    third.expect('index.html', 'key-A');
    third.record(next, 'site');
    await commitStagingDir(next, out);
    await third.save();
    const fourth = await openPreviousOutput(cache, out, 'tools-1');
    expect(fourth.link('index.html', join(await createStagingDir(out), 'index.html'), 'key-A')).toBe(true);
  });
});
