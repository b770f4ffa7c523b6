import { describe, expect, it } from 'vitest';
import type { ThemeComponents } from '@quire/engine/client';
import { components } from './components.js';
import { createSliceDoc, sidebar } from './test-support/site-fixture.js';
import { renderRoute } from './test-support/render-route.js';

/** The fixture's doc with a code block and an admonition in its body, so that every docs piece renders. */
const page = {
  ...createSliceDoc,
  body: [
    ...createSliceDoc.body,
    ['quire-code-block', { language: 'ts', html: 'const a = 1;' }],
    ['quire-admonition', { type: 'tip' }, ['quire-admonition-title', { type: 'tip' }, 'Tip'], ['p', 0, 'Body']],
  ],
} as typeof createSliceDoc;

/** A stand-in for one entry that says which entry it replaced, to find in the markup. */
function marker(name: string) {
  return function Replacement() {
    return <div data-replaced={name} />;
  };
}

const PIECES = ['Sidebar', 'TOC', 'Breadcrumbs', 'Pagination', 'DocFooter', 'CodeBlock', 'Admonition'] as const;

describe('the docs layout through the component map', () => {
  it('renders each piece of a doc from the map, so replacing an entry replaces it in the default DocPage', () => {
    const replaced: ThemeComponents = { ...components, ...Object.fromEntries(PIECES.map((name) => [name, marker(name)])) };
    const html = renderRoute({ path: '/api/createSlice', components: replaced, module: { page, sidebar } });
    for (const name of PIECES) expect(html).toContain(`<div data-replaced="${name}"></div>`);
    // And the defaults are gone: none of their markup is left.
    for (const cls of ['quire-sidebar', 'quire-toc', 'quire-breadcrumbs', 'quire-pagination', 'quire-edit-link', 'quire-code-block', 'quire-admonition']) {
      expect(html).not.toContain(`class="${cls}`);
    }
  });

  it('renders the defaults with the untouched map', () => {
    const html = renderRoute({ path: '/api/createSlice', module: { page, sidebar } });
    for (const cls of ['quire-sidebar', 'quire-toc', 'quire-breadcrumbs', 'quire-pagination', 'quire-edit-link', 'quire-code-block', 'quire-admonition quire-admonition--tip']) {
      expect(html).toContain(`class="${cls}`);
    }
  });
});
