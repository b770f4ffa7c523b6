import { createElement, type ComponentType, type FunctionComponent } from 'react';

/** A component whose code is a chunk of its own, loaded with the host (see {@link deferredComponent}). */
export interface DeferredComponent<P> extends FunctionComponent<P> {
  /** Loads the component's code; resolves once it renders. */
  load(): Promise<void>;
}

/**
 * A theme component that is drawn only on pages that need the host (MDX
 * docs, custom pages, tag and category index pages, docs with tags, a last
 * update or the unlisted banner: see `ClientRoute.host`),
 * kept out of every page's first script. The engine loads every deferred
 * entry of the theme's map before such a page renders: with the host in
 * the browser (`ensureHost`), when the renderer loads on the server. It
 * renders the loaded component in place, so server and browser markup are
 * the same; rendered before it was loaded, it throws, naming itself.
 *
 * @param name The map entry, for the error.
 * @param load Imports the component's module: `() => import('./tabs-list-page.js').then((m) => m.TagsListPage)`.
 */
export function deferredComponent<P extends object>(name: string, load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  // Registered as made: a theme may defer a component it draws itself, not only a map entry.
  const register = () => registered.add(Deferred as DeferredComponent<object>);
  let loading: Promise<void> | undefined;
  const Deferred = ((props: P) => {
    if (!loaded) throw new Error(`Quire: the theme's ${name} was rendered before its code was loaded; only pages that load the host may show it.`);
    return createElement(loaded, props);
  }) as DeferredComponent<P>;
  Deferred.displayName = `Deferred(${name})`;
  Deferred.load = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  register();
  return Deferred;
}

/** Every deferred component made so far: each registers itself as its module loads, map entry or not. */
const registered = new Set<DeferredComponent<object>>();

/** Loads every deferred component (see {@link deferredComponent}): the theme's map's and any other it made. */
export function loadDeferredComponents(): Promise<void> {
  return Promise.all([...registered].map((entry) => entry.load())).then(() => {});
}
