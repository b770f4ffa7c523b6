import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteData } from '../../node/bundle/site-data.js';
import { testContext } from '../../node/test-support/test-context.js';
import type { SiteData } from '../../shared/types.js';
import { ServerLinksContext, serverLinkHrefs } from '../server-link-href.js';
import { SiteDataContext } from '../site-context.js';
import { routerBasename } from '../strip-base-url.js';
import BrowserOnly from './browser-only.js';
import { docusaurusModules } from './docusaurus-modules.js';
import ExecutionEnvironment from './execution-environment.js';
import Interpolate, { interpolate } from './interpolate.js';
import isInternalUrl, { hasProtocol } from './is-internal-url.js';
import Link from './link.js';
import { matchPath, useLocation } from './router.js';
import Translate, { translate } from './translate.js';
import useBaseUrl, { addBaseUrl, useBaseUrlUtils } from './use-base-url.js';
import useDocusaurusContext from './use-docusaurus-context.js';
import useGlobalData, { usePluginData } from './use-global-data.js';
import useIsBrowser from './use-is-browser.js';

/** Site data for these tests: served under `/base/`. */
function testSite(config: Parameters<typeof testContext>[0] = {}): SiteData {
  return siteData(testContext({ title: 'Docs', tagline: 'Read them', baseUrl: '/base/', ...config }).config);
}

/**
 * `node` rendered on a page of `site` on the server, at `path` (a route path, without the base URL):
 * with the server's links (`server`, as `renderPage` renders) or React Router's (as the browser does).
 */
function renderOnPage(node: ReactNode, { site = testSite(), path = '/docs/intro', server = true } = {}): string {
  const basename = routerBasename(site.baseUrl);
  return renderToString(
    <SiteDataContext.Provider value={site}>
      <ServerLinksContext.Provider value={server ? serverLinkHrefs(basename) : null}>
        <StaticRouter location={basename + path} basename={basename}>
          {node}
        </StaticRouter>
      </ServerLinksContext.Provider>
    </SiteDataContext.Provider>,
  );
}

/** What a hook gives inside a page of `site`, rendered on the server. */
function hookValue<T>(hook: () => T, options?: Parameters<typeof renderOnPage>[1]): T {
  let value: T | undefined;
  function Probe() {
    value = hook();
    return null;
  }
  renderOnPage(<Probe />, options);
  return value as T;
}

describe('@docusaurus/Link', () => {
  it.each([true, false])('links a route path under the base URL, once, client-side (server links: %s)', (server) => {
    for (const to of ['/docs/api', '/base/docs/api']) {
      expect(renderOnPage(<Link to={to}>API</Link>, { server })).toBe('<a href="/base/docs/api">API</a>');
    }
    expect(renderOnPage(<Link href="/docs/api#usage" className="c">API</Link>, { server })).toBe('<a class="c" href="/base/docs/api#usage">API</a>');
  });

  it('opens an external URL in a new tab unless told otherwise, and leaves anchors and pathname:// plain', () => {
    expect(renderOnPage(<Link to="https://example.com">x</Link>)).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>');
    expect(renderOnPage(<Link href="mailto:a@b.c" target="_self">x</Link>)).toBe('<a href="mailto:a@b.c" target="_self" rel="noopener noreferrer">x</a>');
    expect(renderOnPage(<Link to="#usage">x</Link>)).toBe('<a href="#usage">x</a>');
    expect(renderOnPage(<Link to="pathname:///files/a.pdf">x</Link>)).toBe('<a href="/base/files/a.pdf">x</a>');
    expect(renderOnPage(<Link>x</Link>)).toBe('<a>x</a>');
  });

  it('marks a nav link active with activeClassName and aria-current, by path start or, exact, the whole path', () => {
    const nav = (to: string, exact?: boolean) => renderOnPage(<Link isNavLink to={to} exact={exact} className="n" activeClassName="n--active">x</Link>, { path: '/docs/intro' });
    expect(nav('/docs')).toBe('<a aria-current="page" class="n n--active" href="/base/docs">x</a>');
    expect(nav('/docs/intro', true)).toContain('class="n n--active"');
    expect(nav('/docs', true)).toBe('<a class="n" href="/base/docs">x</a>');
    expect(nav('/doc')).toBe('<a class="n" href="/base/doc">x</a>');
    expect(renderOnPage(<Link isNavLink to="/docs/intro">x</Link>)).toContain('class="active"');
  });
});

describe('@docusaurus/router', () => {
  it('useLocation gives the pathname with the base URL, as Docusaurus routes have it', () => {
    expect(hookValue(useLocation, { path: '/docs/intro' }).pathname).toBe('/base/docs/intro');
    expect(hookValue(useLocation, { path: '/', site: testSite({ baseUrl: '/' }) }).pathname).toBe('/');
  });

  it('matchPath takes react-router 5 arguments and answers its shape', () => {
    expect(matchPath('/docs/intro', { path: '/docs' })).toEqual({ path: '/docs', url: '/docs', isExact: false, params: {} });
    expect(matchPath('/docs/intro', { path: '/docs', exact: true })).toBeNull();
    expect(matchPath('/users/7/edit', '/users/:id')).toEqual({ path: '/users/:id', url: '/users/7', isExact: false, params: { id: '7' } });
    expect(matchPath('/b/x', ['/a', '/b/:name'])).toMatchObject({ path: '/b/:name', isExact: true, params: { name: 'x' } });
    expect(matchPath('/Docs', { path: '/docs', sensitive: true })).toBeNull();
  });
});

describe('@docusaurus/useBaseUrl', () => {
  it('adds the base URL by Docusaurus rules', () => {
    const cases: Array<[string, Parameters<typeof addBaseUrl>[3], string]> = [
      ['/img/a.png', {}, '/base/img/a.png'],
      ['img/a.png', {}, '/base/img/a.png'],
      ['/base/img/a.png', {}, '/base/img/a.png'],
      ['/base/img/a.png', { forcePrependBaseUrl: true }, '/base/base/img/a.png'],
      ['/base', {}, '/base/'],
      ['#top', {}, '#top'],
      ['https://x.org/a', {}, 'https://x.org/a'],
      ['//cdn.x.org/a', {}, '//cdn.x.org/a'],
      ['', {}, ''],
      ['/img/a.png', { absolute: true }, 'https://example.org/base/img/a.png'],
    ];
    for (const [url, options, expected] of cases) expect([url, addBaseUrl('https://example.org', '/base/', url, options)]).toEqual([url, expected]);
  });

  it('is a hook over the site data, with useBaseUrlUtils().withBaseUrl', () => {
    expect(hookValue(() => useBaseUrl('/img/a.png'))).toBe('/base/img/a.png');
    expect(hookValue(() => useBaseUrl('/img/a.png', { absolute: true }))).toBe('https://example.org/base/img/a.png');
    expect(hookValue(() => useBaseUrlUtils().withBaseUrl('x'))).toBe('/base/x');
  });
});

describe('@docusaurus/useDocusaurusContext', () => {
  it('gives siteConfig from the config, customFields included, and one English locale', () => {
    const site = testSite({ customFields: { apiUrl: 'https://api.example.org' } });
    const context = hookValue(useDocusaurusContext, { site });
    expect(context.siteConfig).toMatchObject({ title: 'Docs', tagline: 'Read them', url: 'https://example.org', baseUrl: '/base/', customFields: { apiUrl: 'https://api.example.org' } });
    expect(context.i18n).toMatchObject({ currentLocale: 'en', defaultLocale: 'en', locales: ['en'] });
    expect(context.siteMetadata.docusaurusVersion).toMatch(/^3\./);
    // The same object on every render, for components that depend on it.
    expect(hookValue(useDocusaurusContext, { site })).toBe(context);
    expect(hookValue(useDocusaurusContext, { site: { ...site, customFields: undefined } }).siteConfig.customFields).toEqual({});
  });
});

describe('@docusaurus/Translate and @docusaurus/Interpolate', () => {
  it('fill {placeholders} with text, or with elements', () => {
    expect(translate({ message: 'Hello {name}, {n} new', id: 'x' }, { name: 'Ada', n: 3 })).toBe('Hello Ada, 3 new');
    expect(translate({ id: 'only.id' })).toBe('only.id');
    expect(interpolate('{missing} stays')).toBe('{missing} stays');
    expect(renderToString(<Translate values={{ link: <a href="/x">here</a> }}>{'Click {link}.'}</Translate>)).toBe('Click <a href="/x">here</a>.');
    expect(renderToString(<Translate id="greeting" description="d" />)).toBe('greeting');
    expect(renderToString(<Interpolate values={{ who: <b>you</b> }}>{'Hi {who}'}</Interpolate>)).toBe('Hi <b>you</b>');
    expect(() => renderToString(<Interpolate>{(<b>not text</b>) as never}</Interpolate>)).toThrow(/must be a string/);
  });
});

describe('@docusaurus/BrowserOnly and @docusaurus/useIsBrowser on the server', () => {
  it('render the fallback and false, and never call the browser-only function', () => {
    let called = false;
    const only = (
      <BrowserOnly fallback={<span>loading</span>}>
        {() => {
          called = true;
          return <span>{window.location.href}</span>;
        }}
      </BrowserOnly>
    );
    expect(renderToString(only)).toBe('<span>loading</span>');
    expect(called).toBe(false);
    expect(renderToString(<BrowserOnly>{() => 'x'}</BrowserOnly>)).toBe('');
    expect(hookValue(useIsBrowser)).toBe(false);
  });
});

describe('the small modules', () => {
  it('isInternalUrl, ExecutionEnvironment, useGlobalData, usePluginData behave as Docusaurus', () => {
    expect(['/a', 'a', '#x', 'https://x', '//x', 'mailto:a', 'pathname:///a'].map((url) => isInternalUrl(url))).toEqual([true, true, true, false, false, false, false]);
    expect(isInternalUrl(undefined)).toBe(false);
    expect(hasProtocol('https://x')).toBe(true);
    expect(ExecutionEnvironment).toEqual({ canUseDOM: false, canUseEventListeners: false, canUseIntersectionObserver: false, canUseViewport: false });
    expect(hookValue(useGlobalData)).toEqual({});
    expect(hookValue(() => usePluginData('docusaurus-plugin-content-docs'))).toBeUndefined();
    expect(() => hookValue(() => usePluginData('my-plugin', 'default', { failfast: true }))).toThrow(/"my-plugin"/);
  });
});

describe('docusaurusModules', () => {
  it('maps each specifier to its module namespace', () => {
    expect(Object.keys(docusaurusModules).sort()).toEqual(
      [
        '@docusaurus/BrowserOnly',
        '@docusaurus/ExecutionEnvironment',
        '@docusaurus/Head',
        '@docusaurus/Interpolate',
        '@docusaurus/Link',
        '@docusaurus/Translate',
        '@docusaurus/constants',
        '@docusaurus/isInternalUrl',
        '@docusaurus/router',
        '@docusaurus/useBaseUrl',
        '@docusaurus/useBrokenLinks',
        '@docusaurus/useDocusaurusContext',
        '@docusaurus/useGlobalData',
        '@docusaurus/useIsBrowser',
        '@docusaurus/useIsomorphicLayoutEffect',
      ].sort(),
    );
    expect(docusaurusModules['@docusaurus/Link']!.default).toBe(Link);
    expect(Object.keys(docusaurusModules['@docusaurus/router']!).sort()).toEqual(['Redirect', 'matchPath', 'useHistory', 'useLocation']);
    expect(docusaurusModules['@docusaurus/useBaseUrl']).toEqual({ default: useBaseUrl, useBaseUrlUtils });
    expect(docusaurusModules['@docusaurus/constants']).toEqual({ DEFAULT_PLUGIN_ID: 'default' });
    for (const [specifier, namespace] of Object.entries(docusaurusModules)) {
      for (const [name, value] of Object.entries(namespace)) expect([specifier, name, value]).not.toContain(undefined);
    }
  });
});
