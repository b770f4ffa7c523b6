import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionInfo } from './prefetch-allowed.js';
import type { PrefetchDom } from './prefetch-dom.js';
import { Prefetcher } from './prefetcher.js';
import { RouteLoader } from './route-loader.js';
import type { RouteMatch } from './route-matcher.js';

const routes: Record<string, RouteMatch> = {
  '/api/createSlice': { key: '/api/createSlice', route: { chunk: 'assets/routes/createSlice.js', deps: ['assets/chunks/shared.js', 'assets/chunks/sidebar.js'] } },
  '/api/createReducer': { key: '/api/createReducer', route: { chunk: 'assets/routes/createReducer.js', deps: ['assets/chunks/shared.js'] } },
};

/** A fake page: records prefetch links and hands visibility to the test. */
function fakeDom(connection?: ConnectionInfo, fetched: string[] = []) {
  const links: string[] = [];
  const watched = new Set<Element>();
  let onVisible: ((element: Element) => void) | undefined;
  let watchers = 0;
  const idle: Array<() => void> = [];
  const dom: PrefetchDom = {
    connection: () => connection,
    hasFetched: (url) => fetched.includes(url),
    addPrefetchLink: (url) => links.push(url),
    createWatcher(callback) {
      watchers++;
      onVisible = callback;
      return { observe: (element) => watched.add(element), unobserve: (element) => watched.delete(element) };
    },
    whenIdle: (callback) => idle.push(callback),
  };
  const goIdle = () => idle.splice(0).forEach((callback) => callback());
  return { dom, links, watched, show: (element: Element) => onVisible?.(element), watcherCount: () => watchers, goIdle, idleCount: () => idle.length };
}

/**
 * A prefetcher over {@link routes}. `known` lists the paths the manifest
 * loaded so far can tell without fetching a shard (default: all of them,
 * as on a site whose manifest is one file).
 */
function prefetcher(dom: PrefetchDom, loader = new RouteLoader('/', () => new Promise(() => {})), known = Object.keys(routes)) {
  const resolve = vi.fn(async (path: string) => {
    const match = routes[path];
    if (!match) throw new Error(`no route ${path}`);
    return match;
  });
  const resolveKnown = vi.fn(async (path: string) => (known.includes(path) ? resolve(path) : undefined));
  return { prefetcher: new Prefetcher({ routes: { resolve, resolveKnown }, loader, assetBase: '/base/', dom }), resolve, resolveKnown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('Prefetcher', () => {
  it('prefetches a route chunk and its deps once, however often it is asked', async () => {
    const page = fakeDom({ effectiveType: '4g', saveData: false });
    const { prefetcher: p, resolve } = prefetcher(page.dom);
    p.prefetch('/api/createSlice');
    p.prefetch('/api/createSlice#parameters');
    await settle();
    p.prefetch('/api/createSlice/');
    await settle();
    expect(page.links).toEqual(['/base/assets/routes/createSlice.js', '/base/assets/chunks/shared.js', '/base/assets/chunks/sidebar.js']);
    expect(resolve).toHaveBeenCalledTimes(1);
  });

  it('never asks twice for a chunk that two routes share, nor for one the page already fetched', async () => {
    const page = fakeDom(undefined, ['/base/assets/chunks/sidebar.js']);
    const { prefetcher: p } = prefetcher(page.dom);
    p.prefetch('/api/createSlice');
    p.prefetch('/api/createReducer');
    await settle();
    expect(page.links).toEqual(['/base/assets/routes/createSlice.js', '/base/assets/chunks/shared.js', '/base/assets/routes/createReducer.js']);
  });

  it('skips a route the loader already has', async () => {
    const page = fakeDom();
    const loader = new RouteLoader('/', async () => ({ default: { page: { kind: 'home', title: 'Home' } } }));
    await loader.load(routes['/api/createSlice']!);
    const { prefetcher: p } = prefetcher(page.dom, loader);
    p.prefetch('/api/createSlice');
    await settle();
    expect(page.links).toEqual([]);
  });

  it('does nothing on 2g with data saver on, not even resolving the route', async () => {
    const page = fakeDom({ effectiveType: '2g', saveData: true });
    const { prefetcher: p, resolve } = prefetcher(page.dom);
    p.prefetch('/api/createSlice');
    const stop = p.watch({} as Element, '/api/createReducer');
    await settle();
    expect(page.links).toEqual([]);
    expect(resolve).not.toHaveBeenCalled();
    expect(page.watcherCount()).toBe(0);
    stop();
  });

  it('prefetches on 2g when data saver is off', async () => {
    const page = fakeDom({ effectiveType: '2g', saveData: false });
    const { prefetcher: p } = prefetcher(page.dom);
    p.prefetch('/api/createReducer');
    await settle();
    expect(page.links).toEqual(['/base/assets/routes/createReducer.js', '/base/assets/chunks/shared.js']);
  });

  it('warns instead of throwing when the route cannot be resolved, and tries again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = fakeDom();
    const { prefetcher: p, resolve } = prefetcher(page.dom);
    p.prefetch('/nowhere');
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('/nowhere');
    p.prefetch('/nowhere');
    await settle();
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('watches every link with one shared watcher and prefetches a link once it is visible and the browser idle', async () => {
    const page = fakeDom();
    const { prefetcher: p } = prefetcher(page.dom);
    const first = {} as Element;
    const second = {} as Element;
    p.watch(first, '/api/createSlice');
    const stopSecond = p.watch(second, '/api/createReducer');
    expect(page.watcherCount()).toBe(1);
    expect(page.watched.size).toBe(2);
    expect(page.links).toEqual([]);
    page.show(first);
    await settle();
    expect(page.links).toEqual([]); // not before the browser is idle
    expect(page.idleCount()).toBe(1);
    page.goIdle();
    await settle();
    expect(page.links).toContain('/base/assets/routes/createSlice.js');
    expect(page.watched.has(first)).toBe(false);
    stopSecond();
    expect(page.watched.size).toBe(0);
    page.show(second);
    page.goIdle();
    await settle();
    expect(page.links).not.toContain('/base/assets/routes/createReducer.js');
  });

  it('prefetches a link in view only from the manifest loaded so far, and leaves the others to intent', async () => {
    const page = fakeDom();
    // createSlice's shard is loaded; createReducer's is not.
    const { prefetcher: p, resolve, resolveKnown } = prefetcher(page.dom, undefined, ['/api/createSlice']);
    const known = {} as Element;
    const unknown = {} as Element;
    p.watch(known, '/api/createSlice');
    p.watch(unknown, '/api/createReducer#returns');
    page.show(known);
    page.show(unknown);
    page.goIdle();
    await settle();
    expect(resolveKnown.mock.calls.map(([path]) => path)).toEqual(['/api/createSlice', '/api/createReducer']);
    expect(page.links).toEqual(['/base/assets/routes/createSlice.js', '/base/assets/chunks/shared.js', '/base/assets/chunks/sidebar.js']);
    // Only resolveKnown's own lookup of the known route went through resolve: nothing was fetched for the other.
    expect(resolve.mock.calls.map(([path]) => path)).toEqual(['/api/createSlice']);

    // A hover on the link it skipped fetches what the route needs.
    p.prefetch('/api/createReducer');
    await settle();
    expect(resolve.mock.calls.map(([path]) => path)).toEqual(['/api/createSlice', '/api/createReducer']);
    expect(page.links).toContain('/base/assets/routes/createReducer.js');
  });
});
