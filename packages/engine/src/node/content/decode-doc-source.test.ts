import { describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { decodeDocSource } from './decode-doc-source.js';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : Buffer.from(part))));

function failure(input: Uint8Array, maxBytes?: number) {
  try {
    decodeDocSource(input, '/docs/page.md', maxBytes);
  } catch (error) {
    if (error instanceof QuireError) return error.diagnostics[0]!;
    throw error;
  }
  throw new Error('decodeDocSource accepted the input');
}

describe('decodeDocSource', () => {
  it('returns the text of a UTF-8 file, byte-order mark and all', () => {
    expect(decodeDocSource(bytes([0xef, 0xbb, 0xbf], '# Café ☕ 𝄞\n'), '/docs/page.md')).toBe('\uFEFF# Café ☕ 𝄞\n');
  });

  it('points at the line and column of the first byte that is no character, and says how to fix it', () => {
    // "Caf\xE9" is Latin-1; the valid é before it counts as one column.
    const d = failure(bytes('# Title\n\nOlé ', [0x43, 0x61, 0x66, 0xe9], ' au lait\n'));
    expect(d).toMatchObject({ file: '/docs/page.md', line: 3, column: 8, message: 'The file is not valid UTF-8: byte 0xE9 here is not part of any character.' });
    expect(d.hint).toContain('Save the file as UTF-8');
  });

  it('finds a character cut short at the end of the file, and a stray continuation byte', () => {
    expect(failure(bytes('ok\nab', [0xe2, 0x98]))).toMatchObject({ line: 2, column: 3, message: expect.stringContaining('0xE2') });
    expect(failure(bytes('abc', [0x80]))).toMatchObject({ line: 1, column: 4, message: expect.stringContaining('0x80') });
  });

  it('recognizes UTF-16', () => {
    expect(failure(Buffer.from('\uFEFF# Title\n', 'utf16le'))).toMatchObject({ line: 1, column: 1, message: 'The file is UTF-16, not UTF-8.' });
  });

  it('refuses a file over the size limit at the line where it crosses it', () => {
    const d = failure(bytes('line\n'.repeat(1000)), 2048);
    // 2048 bytes are 409 whole lines of 5 bytes; the limit falls in line 410.
    expect(d).toMatchObject({ line: 410, message: 'The doc is 5 KB, more than the 2 KB a doc may be; this line is where it crosses the limit.' });
    expect(d.hint).toBe('Split it into several pages, or raise `markdown.maxDocSizeKb` (now 2) in quire.config.ts.');
  });
});
