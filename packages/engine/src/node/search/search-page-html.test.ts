import { describe, expect, it } from 'vitest';
import { searchPageHtml } from './search-page-html.js';

describe('searchPageHtml', () => {
  it('gives Pagefind the title, each section under its heading with its id, and code names after the prose', () => {
    const html = searchPageHtml({
      route: '/api/createSlice',
      title: 'createSlice',
      sections: [
        { anchor: '', heading: 'createSlice', depth: 1, text: 'Intro.', code: [] },
        { anchor: 'parameters', heading: 'Parameters', depth: 2, text: 'The options.', code: ['initialState', 'reducers'] },
      ],
    });
    expect(html).toContain('<main data-pagefind-body>\n<h1>createSlice</h1>\n<p>Intro.</p>\n<h2 id="parameters">Parameters</h2>\n<p>The options.</p>\n<p>initialState reducers</p>\n</main>');
  });

  it('escapes what the docs say, so text that looks like markup stays text in the index', () => {
    const html = searchPageHtml({ route: '/x', title: 'A <b>', sections: [{ anchor: 'x"y', heading: '<img src=x onerror=alert(1)>', depth: 2, text: '"><script>', code: [] }] });
    expect(html).toContain('<h2 id="x&quot;y">&lt;img src=x onerror=alert(1)&gt;</h2>');
    expect(html).toContain('<p>&quot;&gt;&lt;script&gt;</p>');
    expect(html).not.toContain('<script>');
  });
});
