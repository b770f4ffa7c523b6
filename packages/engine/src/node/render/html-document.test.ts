import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './escape-html.js';
import { htmlDocument } from './html-document.js';

const parts = {
  title: 'createSlice | Redux Toolkit',
  description: 'A "slice" <of> state',
  canonical: 'https://example.org/api/createSlice',
  defaultColorMode: 'light' as const,
  stylesheets: ['/assets/client-A.css'],
  preloads: ['/assets/chunks/react-B.js', '/assets/routes/api/createSlice-C.js'],
  clientScript: '/assets/quire-client-D.js',
  body: '<main>hello</main>',
  bootJson: jsonForScript({ manifest: { routes: {}, notFound: { chunk: 'x', deps: [] } } }),
};

describe('htmlDocument', () => {
  it('has the head tags a page needs', () => {
    const html = htmlDocument(parts);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="en" data-theme="light">');
    expect(html).toContain('<title>createSlice | Redux Toolkit</title>');
    expect(html).toContain('<meta name="description" content="A &quot;slice&quot; &lt;of&gt; state">');
    expect(html).toContain('<link rel="canonical" href="https://example.org/api/createSlice">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/routes/api/createSlice-C.js">');
    expect(html).toContain('<script type="module" src="/assets/quire-client-D.js"></script>');
    expect(html).toContain('<div id="__quire"><main>hello</main></div>');
  });

  it('adds keywords and a social card image when the page has them', () => {
    const html = htmlDocument({ ...parts, keywords: ['redux', 'slice'], image: 'https://example.org/img/card.png' });
    expect(html).toContain('<meta name="keywords" content="redux, slice">');
    expect(html).toContain('<meta property="og:image" content="https://example.org/img/card.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(htmlDocument(parts)).not.toContain('og:image');
  });

  it('marks the fallback page noindex and gives it no canonical URL', () => {
    const html = htmlDocument({ ...parts, canonical: undefined, noindex: true });
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps boot data from closing its script element', () => {
    const json = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>' });
  });

  it("puts a Docusaurus <Head>'s title, tags and <html> attributes in, replacing the page's own tags of the same key", () => {
    const html = htmlDocument({
      ...parts,
      head: {
        title: 'Custom <title>',
        tags: [
          { name: 'meta', attributes: { name: 'description', content: 'From Head' } },
          { name: 'meta', attributes: { property: 'og:type', content: 'article' } },
          { name: 'link', attributes: { rel: 'canonical', href: 'https://example.org/elsewhere' } },
          { name: 'script', attributes: { type: 'application/ld+json' }, text: '{"a":"</script><b>"}' },
        ],
        htmlAttributes: { lang: 'fr', class: 'plain' },
      },
    });
    // With what <html> had before, for the browser to put back when the page goes.
    expect(html).toContain(`<html lang="fr" data-theme="light" class="plain" data-quire-head-html="${escapeHtml(JSON.stringify({ before: { lang: 'en' }, classes: ['plain'] }))}">`);
    expect(htmlDocument(parts)).toContain('<html lang="en" data-theme="light">');
    expect(html).toContain('<title>Custom &lt;title&gt;</title>');
    // og:title stays the page's: a <Head> title sets the document title only, as in Docusaurus.
    expect(html).toContain('<meta property="og:title" content="createSlice | Redux Toolkit">');
    expect(html).not.toContain('<meta name="description" content="A');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta data-quire-head="" name="description" content="From Head">');
    expect(html).toContain('<meta data-quire-head="" property="og:type" content="article">');
    expect(html).toContain('<link data-quire-head="" rel="canonical" href="https://example.org/elsewhere">');
    expect(html).not.toContain('href="https://example.org/api/createSlice"');
    expect(html).toContain('<script data-quire-head="" type="application/ld+json">{"a":"<\\/script><b>"}</script>');
    // Before the stylesheets, as react-helmet's tags are in Docusaurus.
    expect(html.indexOf('og:type')).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });
});
