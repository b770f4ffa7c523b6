// @vitest-environment happy-dom
import { act, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation as useRouterLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteData } from '../../node/bundle/site-data.js';
import { testContext } from '../../node/test-support/test-context.js';
import { SiteDataContext } from '../site-context.js';
import BrowserOnly from './browser-only.js';
import { Redirect, useHistory, type History } from './router.js';
import useIsBrowser from './use-is-browser.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = siteData(testContext({ title: 'Docs', baseUrl: '/base/' }).config);
const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

function IsBrowser({ seen }: { seen?: boolean[] }) {
  const isBrowser = useIsBrowser();
  seen?.push(isBrowser);
  return <span>{isBrowser ? 'browser' : 'server'}</span>;
}

const only = (
  <BrowserOnly fallback={<i>later</i>}>
    {() => <b>{typeof window}</b>}
  </BrowserOnly>
);

describe('useIsBrowser and BrowserOnly in the browser', () => {
  it('are false and the fallback while hydrating (no mismatch), then true and the content', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const tree = (seen: boolean[]) => (
      <>
        <IsBrowser seen={seen} />
        {only}
      </>
    );
    container.innerHTML = renderToString(tree([]));
    expect(container.innerHTML).toBe('<span>server</span><i>later</i>');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    const seen: boolean[] = [];
    act(() => {
      roots.push(hydrateRoot(container, tree(seen), { onRecoverableError: (error) => recoverable.push(error) }));
    });
    expect(seen[0]).toBe(false);
    expect(container.innerHTML).toBe('<span>browser</span><b>object</b>');
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('are true at once in a component mounted after hydration (a page reached client-side)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const seen: boolean[] = [];
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(<IsBrowser seen={seen} />));
    expect(seen).toEqual([true]);
  });
});

/** Renders `node` in a router at `path` (with the base URL) in the browser, reporting every location the router goes to. */
function inRouter(node: ReactNode, path = '/base/docs/intro') {
  const locations: string[] = [];
  function Where() {
    const location = useRouterLocation();
    useEffect(() => void locations.push(location.pathname + location.search + location.hash), [location]);
    return null;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() =>
    root.render(
      <SiteDataContext.Provider value={site}>
        <MemoryRouter initialEntries={[path]} basename="/base">
          <Where />
          {node}
        </MemoryRouter>
      </SiteDataContext.Provider>,
    ),
  );
  return locations;
}

describe('useHistory', () => {
  it('pushes and replaces paths with or without the base URL, listens, and keeps one object', () => {
    const got: History[] = [];
    function Grab() {
      got.push(useHistory());
      return null;
    }
    const locations = inRouter(<Grab />);
    const history = got[0]!;
    const heard: string[] = [];
    const unlisten = history.listen((location, action) => heard.push(`${action} ${location.pathname}`));
    expect(history.location.pathname).toBe('/base/docs/intro');
    act(() => history.push('/base/api/createSlice?x=1#usage'));
    act(() => history.push({ pathname: '/docs/other', hash: '#a' }));
    act(() => history.replace('/base/'));
    expect(locations).toEqual(['/docs/intro', '/api/createSlice?x=1#usage', '/docs/other#a', '/']);
    expect(heard).toEqual(['PUSH /base/api/createSlice', 'PUSH /base/docs/other', 'REPLACE /base/']);
    act(() => history.goBack());
    expect(locations.at(-1)).toBe('/api/createSlice?x=1#usage');
    expect(history.location.pathname).toBe('/base/api/createSlice');
    unlisten();
    act(() => history.push('/docs/intro'));
    expect(heard).toHaveLength(4);
    expect(new Set(got).size).toBe(1);
  });
});

describe('Redirect', () => {
  it('goes to its target once mounted in the browser, and renders nothing on the server', () => {
    expect(inRouter(<Redirect to="/base/docs/new" />, '/base/docs/old')).toEqual(['/docs/old', '/docs/new']);
    const onServer = (
      <SiteDataContext.Provider value={site}>
        <StaticRouter location="/base/docs/old" basename="/base">
          <Redirect to="/x" />
        </StaticRouter>
      </SiteDataContext.Provider>
    );
    expect(renderToString(onServer)).toBe('');
  });
});
