import { describe, expect, it } from 'vitest';
import { approximateTitle } from './approximate-title.js';

const doc = (source: string, frontMatter: Record<string, unknown> = {}) => ({ source, frontMatter, relativePath: 'guide/first-steps.md' });

describe('approximateTitle', () => {
  it('prefers the front-matter title', () => {
    expect(approximateTitle(doc('# Heading', { title: 'From front matter' }))).toBe('From front matter');
  });

  it('reads the first level-one heading, as the reader sees it', () => {
    expect(approximateTitle(doc('---\nid: x\n---\n\nIntro.\n\n# The `createSlice` [API](./api.md) **now** {#custom}\n\n# Second'))).toBe(
      'The createSlice API now',
    );
  });

  it('skips headings inside code fences and falls back to the file name', () => {
    expect(approximateTitle(doc('```md\n# Not a title\n```\n\n## Only a subheading'))).toBe('first-steps');
  });
});
