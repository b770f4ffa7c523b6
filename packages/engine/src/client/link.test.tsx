import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, type LinkProps } from './link.js';
import { ServerLinksContext, serverLinkHrefs } from './server-link-href.js';

const hrefs = [
  '/',
  '/api/createSlice',
  '/api/',
  '/api/createSlice#parameters',
  '/search?q=a%20b&x=1#top',
  '/a?',
  '/a#',
  '/a?#',
  '/a/../b',
  '/a/./b/',
  '/a//b///c',
  '/..',
  '/a/b/../../../c',
  '/.',
  '/caf%C3%A9/x y',
  '/a\\b',
];

const propSets: Array<Omit<LinkProps, 'href'>> = [
  {},
  { className: 'c c--active', 'aria-current': 'page' },
  { target: '_blank', rel: 'prev', className: 'c' },
  { tabIndex: -1, onClick: () => {}, onMouseEnter: () => {} },
  { title: 't', target: '_self', ...{ 'data-kind': 'card' } },
];

/** The markup of `link` rendered the way a page is rendered at `basename`, with or without the server's anchors. */
function render(link: ReactNode, basename: string, server: boolean): string {
  const routed = (
    <StaticRouter location={`${basename}/some/page`} basename={basename}>
      {link}
    </StaticRouter>
  );
  return renderToString(server ? <ServerLinksContext.Provider value={serverLinkHrefs(basename)}>{routed}</ServerLinksContext.Provider> : routed);
}

describe('Link on the server', () => {
  it("writes byte for byte the anchor React Router's Link writes, so hydration matches", () => {
    let compared = 0;
    for (const basename of ['', '/', '/docs', '/my/docs']) {
      for (const href of hrefs) {
        for (const props of propSets) {
          const link = (
            <Link href={href} {...props}>
              text <b>bold</b>
            </Link>
          );
          const browser = render(link, basename, false);
          expect(render(link, basename, true), `${basename} ${href} ${JSON.stringify(props)}`).toBe(browser);
          // React Router's lazy route discovery is not Quire's: its attribute would weigh on every link (issue 30).
          expect(browser).not.toContain('data-discover');
          compared++;
        }
      }
    }
    expect(compared).toBe(4 * hrefs.length * propSets.length);
  });

  it('needs no router: the server anchor does not run React Router', () => {
    const html = renderToString(
      <ServerLinksContext.Provider value={serverLinkHrefs('/docs')}>
        <Link href="/api/../guide/?x#y" className="k">
          Guide
        </Link>
      </ServerLinksContext.Provider>,
    );
    expect(html).toBe('<a class="k" href="/docs/guide/?x#y">Guide</a>');
  });

  it('resolves each path against its own basename, the same on every call', () => {
    const links = serverLinkHrefs('/docs');
    expect(links.href('/a/../b')).toBe('/docs/b');
    expect(links.href('/a/../b')).toBe('/docs/b');
    expect(serverLinkHrefs('').href('/a/../b')).toBe('/b');
  });

  it('leaves fragments and external links plain, as in the browser', () => {
    for (const href of ['#top', 'https://example.com/x', '//cdn.example.com/y', 'mailto:a@b.c']) {
      const link = (
        <Link href={href} target="_blank">
          x
        </Link>
      );
      expect(render(link, '/docs', true)).toBe(render(link, '/docs', false));
    }
  });
});
