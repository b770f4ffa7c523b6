/**
 * A patch (see `patchBuild`) against the full build it stands for: two
 * copies of one site are built, edited alike, and rebuilt, one as a patch
 * allows and one whole; the two output folders must be the same to the
 * byte. The site has more than 2000 pages, so its manifest is sharded and
 * its sidebar pruned, as on the large sites patches are for.
 */
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../build.js';
import type { BuildResult } from '../build-result.js';

const SECTIONS = 70;
const PAGES_PER_SECTION = 30;

let root: string;
const sites = ['patched', 'whole'] as const;

/** A site of `SECTIONS` folders of pages that link to their neighbours and have a few headings each. */
function writeSite(dir: string): void {
  mkdirSync(join(dir, 'site'), { recursive: true });
  writeFileSync(join(dir, 'site', 'quire.config.ts'), "export default { title: 'Patch', url: 'https://example.org', docsDir: '../docs' };\n");
  for (let s = 0; s < SECTIONS; s++) {
    const section = join(dir, 'docs', `section-${s}`);
    mkdirSync(section, { recursive: true });
    for (let p = 0; p < PAGES_PER_SECTION; p++) {
      const next = (p + 1) % PAGES_PER_SECTION;
      writeFileSync(
        join(section, `page-${p}.md`),
        `# Page ${s}.${p}\n\nAbout widget ${s * PAGES_PER_SECTION + p}.\n\n## Usage\n\nSee [the next page](./page-${next}.md#usage).\n\n## Notes\n\nMore words.\n`,
      );
    }
  }
}

function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    found.set(relative(dir, file), readFileSync(file).toString('base64'));
  }
  return found;
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + readFileSync(join(entry.parentPath, entry.name)).length, 0);
}

/** Makes the same change to both sites, then rebuilds one as it may (a patch when it can) and one whole. */
async function rebuildBoth(change: (dir: string) => void): Promise<{ patched: BuildResult; whole: BuildResult }> {
  for (const side of sites) change(join(root, side));
  const patched = await build({ siteDir: join(root, 'patched', 'site'), outDir: join(root, 'patched', 'out'), threads: 0 });
  const whole = await build({ siteDir: join(root, 'whole', 'site'), outDir: join(root, 'whole', 'out'), patch: false, threads: 0 });
  return { patched, whole };
}

function expectSameOutput({ patched, whole }: { patched: BuildResult; whole: BuildResult }): void {
  const [a, b] = [files(patched.outDir), files(whole.outDir)];
  expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
  for (const [file, bytes] of a) expect(bytes, file).toBe(b.get(file));
  expect(patched.outputBytes).toBe(folderBytes(patched.outDir));
  expect(patched.warnings).toEqual(whole.warnings);
}

const page = (dir: string, s: number, p: number) => join(dir, 'docs', `section-${s}`, `page-${p}.md`);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'quire-patch-'));
  for (const side of sites) {
    writeSite(join(root, side));
    await build({ siteDir: join(root, side, 'site'), outDir: join(root, side, 'out'), threads: 0 });
  }
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a rebuild after docs changed', () => {
  it('rebuilds only the pages whose body changed, and writes what a whole build writes', async () => {
    const appended = await rebuildBoth((dir) => appendFileSync(page(dir, 3, 4), '\nA new paragraph about zebrafish.\n'));
    expect(appended.patched.patched).toBe(1);
    expect(appended.patched.cache).toMatchObject({ docs: { compiled: 1 } });
    expect(appended.whole.patched).toBeUndefined();
    expectSameOutput(appended);

    // Two pages at once, one of them the same again, its search text back as it was.
    const two = await rebuildBoth((dir) => {
      writeFileSync(page(dir, 3, 4), readFileSync(page(dir, 3, 4), 'utf8').replace('\nA new paragraph about zebrafish.\n', ''));
      appendFileSync(page(dir, 40, 0), '\nAnother paragraph.\n');
    });
    expect(two.patched.patched).toBe(2);
    expectSameOutput(two);

    // A line above a link moves the link, which no other page sees.
    const moved = await rebuildBoth((dir) => writeFileSync(page(dir, 5, 5), readFileSync(page(dir, 5, 5), 'utf8').replace('## Usage\n', '## Usage\n\nA line first.\n')));
    expect(moved.patched.patched).toBe(1);
    expectSameOutput(moved);
  }, 120_000);

  it('builds whole when a change reaches other pages: a heading, a title, a new doc, an edited output', async () => {
    const heading = await rebuildBoth((dir) => appendFileSync(page(dir, 7, 1), '\n## A new heading\n\nText.\n'));
    expect(heading.patched.patched).toBeUndefined();
    expectSameOutput(heading);

    const title = await rebuildBoth((dir) => writeFileSync(page(dir, 7, 2), readFileSync(page(dir, 7, 2), 'utf8').replace('# Page 7.2', '# A renamed page')));
    expect(title.patched.patched).toBeUndefined();
    expectSameOutput(title);

    const added = await rebuildBoth((dir) => writeFileSync(join(dir, 'docs', 'section-7', 'extra.md'), '# Extra\n\nNew.\n'));
    expect(added.patched.patched).toBeUndefined();
    expectSameOutput(added);

    // The output was changed by hand since: the record no longer describes it.
    const touched = await rebuildBoth((dir) => {
      appendFileSync(page(dir, 9, 9), '\nMore.\n');
      const manifest = join(dir, 'out', 'route-manifest.json');
      writeFileSync(manifest, readFileSync(manifest));
    });
    expect(touched.patched.patched).toBeUndefined();
    expectSameOutput(touched);
  }, 120_000);

  it('makes a page only touched again, alike', async () => {
    const later = new Date(Date.now() + 60_000);
    const touched = await rebuildBoth((dir) => utimesSync(page(dir, 11, 3), later, later));
    expect(touched.patched.patched).toBe(1);
    expectSameOutput(touched);
  }, 60_000);
});
