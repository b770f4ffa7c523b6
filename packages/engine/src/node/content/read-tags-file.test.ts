import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { readTagsFile } from './read-tags-file.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quire-tags-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(QuireError);
    return (error as QuireError).diagnostics;
  }
  throw new Error('expected a QuireError');
}

describe('readTagsFile', () => {
  it('reads tags.yml of the docs folder by default, filling label and permalink as Docusaurus does', () => {
    writeFileSync(join(dir, 'tags.yml'), 'redux:\n  label: Redux\n  description: The library\ngetting started:\nasync-logic: { permalink: /async }\n');
    const file = readTagsFile(dir, undefined)!;
    expect(file.file).toBe(join(dir, 'tags.yml'));
    expect(Object.fromEntries(file.tags)).toEqual({
      redux: { label: 'Redux', permalink: '/redux', description: 'The library' },
      'getting started': { label: 'Getting started', permalink: '/getting-started' },
      'async-logic': { label: 'Async-logic', permalink: '/async' },
    });
  });

  it('has none without the file, or with tags: false; a named file that is missing is an error', () => {
    expect(readTagsFile(dir, undefined)).toBeUndefined();
    writeFileSync(join(dir, 'tags.yml'), 'a:\n');
    expect(readTagsFile(dir, false)).toBeUndefined();
    expect(readTagsFile(dir, null)).toBeUndefined();
    expect(errorsOf(() => readTagsFile(dir, 'my-tags.yml'))[0]!.message).toContain('my-tags.yml');
  });

  it('names the line of a bad entry and of a permalink two tags share', () => {
    writeFileSync(join(dir, 'tags.yml'), 'good: {}\nbad: just text\nx: { permalink: /same }\ny: { permalink: /same }\n');
    const [bad, clash, ...rest] = errorsOf(() => readTagsFile(dir, undefined));
    expect(rest).toEqual([]);
    expect(bad).toMatchObject({ line: 2, column: 1, message: expect.stringContaining('Tag `bad`') });
    expect(clash).toMatchObject({ line: 4, column: 1, message: 'Tags `x` and `y` of the tags file have one permalink, /same.' });
  });

  it('names the line of a YAML error', () => {
    writeFileSync(join(dir, 'tags.yml'), 'a:\n  label: [unclosed\n');
    expect(errorsOf(() => readTagsFile(dir, undefined))[0]).toMatchObject({ file: join(dir, 'tags.yml'), line: expect.any(Number) });
  });
});
