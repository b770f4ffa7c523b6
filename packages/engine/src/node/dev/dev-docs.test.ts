import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DevDocs } from './dev-docs.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-dev-docs-'));
  await mkdir(join(dir, 'guide'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('DevDocs', () => {
  it('keeps the last good version of a doc whose front matter breaks, and reports it on its route', async () => {
    await writeFile(join(dir, 'guide/start.md'), '---\ntitle: Start\n---\n\n# Start\n');
    const docs = new DevDocs(dir);
    await docs.load();
    expect(docs.published().map((d) => d.route)).toEqual(['/guide/start']);

    await writeFile(join(dir, 'guide/start.md'), '---\ntitle: [Start\n---\n\n# Start, edited\n');
    await docs.reread(join(dir, 'guide/start.md'));
    expect(docs.published()[0]!.source).toContain('# Start\n');
    const [problem] = docs.problems();
    expect(problem).toMatchObject({ file: join(dir, 'guide/start.md'), route: '/guide/start' });
    expect(problem!.diagnostics[0]).toMatchObject({ severity: 'error', line: 2 });
  });

  it('reports a never-valid doc at the route its path gives, and serves the others', async () => {
    await writeFile(join(dir, 'broken.md'), '---\nsidebar_position: first\n---\n');
    await writeFile(join(dir, 'fine.md'), '# Fine\n');
    const docs = new DevDocs(dir);
    await docs.load();
    expect(docs.published().map((d) => d.id)).toEqual(['fine']);
    expect(docs.problems().find((p) => p.route === '/broken')?.diagnostics).toHaveLength(1);
  });

  it('leaves out drafts and the second doc of an id, reporting the clash', async () => {
    await writeFile(join(dir, 'a.md'), '---\nid: same\n---\n');
    await writeFile(join(dir, 'b.md'), '---\nid: same\n---\n');
    await writeFile(join(dir, 'draft.md'), '---\ndraft: true\n---\n');
    const docs = new DevDocs(dir);
    await docs.load();
    expect(docs.published().map((d) => d.relativePath)).toEqual(['a.md']);
    const clash = docs.problems().find((p) => p.file.endsWith('b.md'))!.diagnostics[0]!;
    expect(clash.message).toBe('Doc id "same" is already used by a.md, so this doc is not published.');
  });

  it('reports an unknown front matter key as the doc\'s warning, at its line, and serves the doc', async () => {
    await writeFile(join(dir, 'intro.md'), '---\ntitle: Intro\npagination_nxt: other\n---\n\n# Intro\n');
    const docs = new DevDocs(dir);
    await docs.load();
    expect(docs.published().map((d) => d.id)).toEqual(['intro']);
    const [warning, ...rest] = docs.problems().find((p) => p.route === '/intro')!.diagnostics;
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ severity: 'warning', line: 3, column: 1, hint: 'Did you mean `pagination_next`?' });
  });

  it('tells its own files by name: markdown under the folder, not partials or dot folders', () => {
    const docs = new DevDocs(dir);
    expect(docs.owns(join(dir, 'guide/start.mdx'))).toBe(true);
    expect(docs.owns(join(dir, '_partials/note.md'))).toBe(false);
    expect(docs.owns(join(dir, '.git/x.md'))).toBe(false);
    expect(docs.owns(join(dir, 'guide/diagram.png'))).toBe(false);
    expect(docs.owns(join(dir, '../elsewhere.md'))).toBe(false);
  });
});
