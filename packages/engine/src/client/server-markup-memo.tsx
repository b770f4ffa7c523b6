import { createContext, createElement, useContext, type ReactNode } from 'react';

/**
 * The server renderer's store of memoized markup (see `createMarkupMemo` in
 * `src/ssr`); null in the browser, where nothing is memoized.
 */
export interface MarkupMemo {
  /** Tag name of the marker elements, unique to this store so that no page content can spell it. */
  readonly tag: string;
  /** The number standing for `key` in markers. */
  idOf(key: string): number;
  /** Whether the markup of `id` is known: a marker with no children then stands for it. */
  has(id: number): boolean;
}

/** Provided by the server renderer only. */
export const MarkupMemoContext = createContext<MarkupMemo | null>(null);

/** Props of {@link ServerMarkupMemo}. */
export interface ServerMarkupMemoProps {
  /**
   * Names the markup `children` render: two elements with the same key must
   * render the very same markup, on every page of the build. Undefined
   * renders `children` as they are (say, when they show the current page).
   */
  memoKey: string | undefined;
  /** The markup, or a function making it: then its elements are not even made when the markup is known. */
  children: ReactNode | (() => ReactNode);
}

/**
 * Whether this render memoizes markup: true while the server renders a
 * page, false in the browser. A component may group its parts for
 * {@link ServerMarkupMemo} on the server only: hydration needs the same
 * elements, not the same components around them.
 */
export function useMarkupMemoEnabled(): boolean {
  return useContext(MarkupMemoContext) !== null;
}

/**
 * Renders `children` once per server renderer and reuses their markup on
 * every later page that renders the same `memoKey`, skipping their
 * components altogether; in the browser it renders `children`, so
 * hydration finds the same elements. For chrome repeated on every page of a
 * large site, such as the sidebar categories a page shows closed.
 *
 * The markup is copied as text, so `children` must depend on nothing but
 * what the key names (no `useId`, no state the server could hold, no
 * `<title>` or `<link>` React would hoist), and must not sit next to text:
 * React would separate the two with a comment that the copy lacks.
 */
export function ServerMarkupMemo({ memoKey, children }: ServerMarkupMemoProps) {
  const memo = useContext(MarkupMemoContext);
  const make = () => (typeof children === 'function' ? children() : children);
  if (!memo || memoKey === undefined) return make();
  const id = memo.idOf(memoKey);
  // A marker the renderer replaces with the markup (see `createMarkupMemo`); empty once that is known.
  return createElement(memo.tag, { 'data-id': id }, memo.has(id) ? null : make());
}
