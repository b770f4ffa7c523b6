import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentHash, contentHashOf } from './content-hash.js';

/** The definition, spelled out: each part's UTF-8 bytes after their length and a colon. */
function byDefinition(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'utf8') : part;
    hash.update(Buffer.concat([Buffer.from(`${bytes.length}:`), bytes]));
  }
  return hash.digest('hex');
}

describe('contentHash', () => {
  it('hashes each part as its UTF-8 bytes after their length, whatever the characters', () => {
    // Keys the cache already holds must keep their values: multi-byte text, an emoji, a lone surrogate (which UTF-8 writes as U+FFFD).
    const parts = ['doc', 'é ✓ 😀', 'half \ud800 a pair', new Uint8Array([0, 255, 10]), ''];
    expect(contentHash(...parts)).toBe(byDefinition(...parts));
    // Short parts are joined into one update: halves of a pair at the ends of two parts must not become the pair.
    const halves = ['smile \ud83d', '\ude00 again', 'x'.repeat(5000), '\ude00', new Uint8Array([0xed]), '\ud83d', ''];
    expect(contentHash(...halves)).toBe(byDefinition(...halves));
    expect(contentHash('\ud83d', '\ude00')).not.toBe(contentHash('\ud83d\ude00', ''));
    // Pinned: the value every release so far gave, so a change to this function cannot silently empty users' caches.
    expect(contentHash('page', '# Títle\n\nText ✓')).toBe('fb02774610c0b7be29c835d62277f61127691cf578f083d27f6d998789ffc3b9');
  });

  it('tells apart lists whose parts join to the same text', () => {
    expect(contentHash('ab', 'c')).not.toBe(contentHash('a', 'bc'));
    expect(contentHash('é', '')).not.toBe(contentHash('', 'é'));
  });
});

describe('contentHashOf', () => {
  it('is contentHash of the same parts, for a list too long to spread into a call', () => {
    expect(contentHashOf(['a', 'bc', Buffer.from('d')])).toBe(contentHash('a', 'bc', Buffer.from('d')));
    // A 100 000-doc site's paths: three strings a doc.
    const parts = Array.from({ length: 300_000 }, (_, i) => `docs/section-${i % 5000}/page-${i}.md`);
    expect(contentHashOf(parts)).toMatch(/^[0-9a-f]{64}$/);
  });
});
