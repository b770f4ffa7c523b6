import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import Head from '../client/docusaurus/head.js';
import type { ThemeComponents } from '../client/theme-components.js';
import { siteData } from '../node/bundle/site-data.js';
import type { Renderer } from '../node/render/load-renderer.js';
import { pageHtml, type PageJob, type PageSetup } from '../node/render/page-html.js';
import { testContext } from '../node/test-support/test-context.js';
import { splitPageHead } from '../shared/page-head.js';
import { renderPage } from './render-page.js';

const site = siteData(testContext({ title: 'Site', baseUrl: '/base/' }).config);

/** A theme of two components: a layout with a site-wide <Head>, and a fallback page with one of its own, nested deeper. */
const components = {
  Layout: ({ children }: { children: ReactNode }) => (
    <div className="layout">
      <Head>
        <title>Layout title</title>
        <meta name="description" content="Layout description" />
        <meta property="og:site_name" content="Site" />
      </Head>
      {children}
    </div>
  ),
  NotFound: () => (
    <main>
      <Head>
        <html lang="fr" />
        <title>{'Missing'} page</title>
        <meta name="description" content="Page description" />
        <link rel="alternate" hrefLang="de" href="https://example.org/de/" />
        <script type="application/ld+json">{'{"@type":"WebPage","name":"</script>"}'}</script>
      </Head>
      <p>Nothing here</p>
    </main>
  ),
  LoadingIndicator: () => null,
  RouteError: () => null,
} as unknown as ThemeComponents;

const module = { page: { kind: 'notFound' as const, title: 'Page not found' } };

const setup: PageSetup = {
  site,
  defaultColorMode: 'light',
  clientScript: 'assets/client.js',
  clientDeps: [],
  stylesheets: ['assets/client.css'],
  manifestFile: 'route-manifest.json',
  baseUrlIssueBanner: false,
};

const renderer: Renderer = { components, renderPage: (input) => renderPage({ ...input, components, memoize: false }) };
const job: PageJob = { path: '/nowhere', pageJson: JSON.stringify(module.page), client: { chunk: 'assets/routes/404-X.js', deps: [] } };

/** The `<head>` of a built page. */
const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('Docusaurus <Head> on the server', () => {
  it('renders nothing in the markup and hands its tags to renderPage, the inner <Head> winning', () => {
    const rendered = renderPage({ site, components, path: '/nowhere', module, memoize: false });
    const { head, markup } = splitPageHead(rendered);
    expect(markup).toBe('<div class="layout"><main><p>Nothing here</p></main></div>');
    expect(head?.title).toBe('Missing page');
    expect(head?.htmlAttributes).toEqual({ lang: 'fr' });
    expect(head?.tags.map((tag) => tag.attributes.content ?? tag.attributes.rel ?? tag.name)).toEqual(['Page description', 'Site', 'alternate', 'script']);
  });

  it('puts the tags in the built page head, its title in <title>, replacing the page description', () => {
    const { html, appHtml } = pageHtml(setup, renderer, job, undefined);
    const head = headOf(html);
    expect(html).toContain('<html lang="fr" data-theme="light" data-quire-head-html="{&quot;before&quot;:{&quot;lang&quot;:&quot;en&quot;},&quot;classes&quot;:[]}">');
    expect(head).toContain('<title>Missing page</title>');
    expect(head).toContain('<meta data-quire-head="" name="description" content="Page description">');
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta data-quire-head="" property="og:site_name" content="Site">');
    expect(head).toContain('<link data-quire-head="" rel="alternate" hreflang="de" href="https://example.org/de/">');
    expect(head).toContain('<script data-quire-head="" type="application/ld+json">{"@type":"WebPage","name":"<\\/script>"}</script>');
    // The body holds the app's markup only, and the cache gets the head with it.
    expect(html).toContain('<div id="__quire"><div class="layout"><main><p>Nothing here</p></main></div></div>');
    expect(appHtml.startsWith('<!--quire-head ')).toBe(true);
    // A page put together from the cache's markup has the same head.
    expect(pageHtml(setup, undefined, { ...job, appHtml }, undefined).html).toBe(html);
  });

  it('leaves a page without <Head> as it was', () => {
    const plain = { ...components, Layout: ({ children }: { children: ReactNode }) => <div>{children}</div>, NotFound: () => <p>x</p> } as unknown as ThemeComponents;
    const rendered = renderPage({ site, components: plain, path: '/nowhere', module, memoize: false });
    expect(rendered).toBe('<div><p>x</p></div>');
  });
});
