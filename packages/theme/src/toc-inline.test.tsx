import { describe, expect, it } from 'vitest';
import type { TocItem } from '@quire/engine/client';
import { renderInApp } from './test-support/render-in-app.js';
import { TOCInline } from './toc-inline.js';

const quireToc: TocItem[] = [
  { id: 'install', depth: 2, text: 'Install' },
  { id: 'npm', depth: 3, text: 'npm' },
  { id: 'deep', depth: 4, text: 'Deep' },
  { id: 'use', depth: 2, text: 'Use the store', content: ['Use the ', ['code', 0, 'store']] },
];

describe('TOCInline', () => {
  it("lists Quire's toc as nested links, h2–h3 by default, with the headings' inline markup", () => {
    expect(renderInApp(<TOCInline toc={quireToc} />)).toBe(
      '<div class="quire-toc-inline"><ul class="quire-toc-inline-list table-of-contents">' +
        '<li><a href="#install">Install</a><ul class="quire-toc-inline-list table-of-contents"><li><a href="#npm">npm</a></li></ul></li>' +
        '<li><a href="#use">Use the <code>store</code></a></li>' +
        '</ul></div>',
    );
  });

  it("takes Docusaurus' { value, id, level } items (value is HTML) and the level bounds, moving subheadings up", () => {
    const toc = [
      { value: 'Install', id: 'install', level: 2 },
      { value: 'With <code>npm</code>', id: 'npm', level: 3 },
      { value: 'Deep', id: 'deep', level: 4 },
    ];
    expect(renderInApp(<TOCInline toc={toc} minHeadingLevel={3} maxHeadingLevel={4} className="mine" />)).toBe(
      '<div class="quire-toc-inline mine"><ul class="quire-toc-inline-list table-of-contents">' +
        '<li><a href="#npm">With <code>npm</code></a><ul class="quire-toc-inline-list table-of-contents"><li><a href="#deep">Deep</a></li></ul></li>' +
        '</ul></div>',
    );
  });

  it('renders nothing when no heading is in range', () => {
    expect(renderInApp(<TOCInline toc={quireToc} minHeadingLevel={5} />)).toBe('');
  });
});
