import { describe, expect, it, vi } from 'vitest';
import { QuireError } from '../diagnostic.js';

// The full parser records that it was loaded.
const loaded = vi.hoisted(() => ({ full: 0 }));
vi.mock('./parse-front-matter.js', async (importOriginal) => {
  loaded.full++;
  return importOriginal();
});

describe('readFrontMatter', () => {
  it('reads plain front matter without loading the full parser, and gives what parseFrontMatter gives', async () => {
    const { readFrontMatter } = await import('./read-front-matter.js');
    await import('./collect-docs.js');
    expect(await readFrontMatter('---\ntitle: Hello\nsidebar_position: 2\n---\n# Hello\n', '/docs/a.md')).toEqual({ title: 'Hello', sidebar_position: 2 });
    expect(await readFrontMatter('# No front matter\n', '/docs/b.md')).toEqual({});
    expect(loaded.full).toBe(0);

    // Anchors, aliases and mistakes take the full parser, with its positions for the message.
    const { parseFrontMatter } = await import('./parse-front-matter.js');
    const anchored = '---\nbase: &b Hello\ntitle: *b\n---\n';
    expect(await readFrontMatter(anchored, '/docs/c.md')).toEqual(parseFrontMatter(anchored, '/docs/c.md'));
    const bad = '---\ntitle: Hello\nsidebar_position: [1\n---\n';
    const error = await readFrontMatter(bad, '/docs/d.md').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics[0]).toMatchObject({ file: '/docs/d.md', line: 3 });
    expect(loaded.full).toBe(1);
  });
});
