import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MarkupMemoContext, ServerMarkupMemo } from '../client/server-markup-memo.js';
import { createMarkupMemo, type MarkupMemoStore } from './create-markup-memo.js';

/** Renders with the memo the way `renderPage` does: markers in, then resolved. */
const withMemo = (memo: MarkupMemoStore, node: ReactNode) => memo.resolve(renderToString(<MarkupMemoContext.Provider value={memo}>{node}</MarkupMemoContext.Provider>));

const list = (items: string[], current?: string) => (
  <ul>
    {items.map((item) => (
      <li key={item} className={item === current ? 'current' : undefined}>
        <ServerMarkupMemo memoKey={item === current ? undefined : `item:${item}`}>
          <a href={`/${item}`}>
            {item} &amp; {"<it's>"}
          </a>
        </ServerMarkupMemo>
      </li>
    ))}
  </ul>
);

describe('ServerMarkupMemo with createMarkupMemo', () => {
  it('leaves no marker and writes what React writes without a memo, the first time and every later time', () => {
    const memo = createMarkupMemo();
    const plain = renderToString(list(['a', 'b', 'c'], 'b'));
    expect(withMemo(memo, list(['a', 'b', 'c'], 'b'))).toBe(plain);
    expect(withMemo(memo, list(['a', 'b', 'c'], 'b'))).toBe(plain);
    expect(withMemo(memo, list(['a', 'b', 'c'], 'b'))).not.toContain('quire-memo');
  });

  it('copies the markup remembered for a key instead of rendering its children again', () => {
    const memo = createMarkupMemo();
    withMemo(memo, <ServerMarkupMemo memoKey="k">{<b>first</b>}</ServerMarkupMemo>);
    let rendered = false;
    const html = withMemo(
      memo,
      <ServerMarkupMemo memoKey="k">
        {() => {
          rendered = true;
          return <b>second</b>;
        }}
      </ServerMarkupMemo>,
    );
    expect(html).toBe('<b>first</b>');
    expect(rendered).toBe(false);
  });

  it('resolves markers nested in memoized markup, known or not', () => {
    const memo = createMarkupMemo();
    const nested = (inner: string) => (
      <div>
        <ServerMarkupMemo memoKey={`outer:${inner}`}>
          <section>
            <ServerMarkupMemo memoKey="inner">
              <i>{inner}</i>
            </ServerMarkupMemo>
          </section>
        </ServerMarkupMemo>
      </div>
    );
    expect(withMemo(memo, nested('x'))).toBe('<div><section><i>x</i></section></div>');
    // A new outer key renders its children, whose inner part is copied from the first page.
    expect(withMemo(memo, nested('y'))).toBe('<div><section><i>x</i></section></div>');
    expect(withMemo(memo, nested('x'))).toBe('<div><section><i>x</i></section></div>');
  });

  it('renders children as they are in the browser, where there is no memo', () => {
    expect(renderToString(<ServerMarkupMemo memoKey="k">{() => <b>made</b>}</ServerMarkupMemo>)).toBe('<b>made</b>');
  });

  it('draws a tag of its own for every memo, so page content cannot spell a marker', () => {
    const a = createMarkupMemo();
    const b = createMarkupMemo();
    expect(a.tag).toMatch(/^quire-memo-[a-z0-9]+$/);
    expect(a.tag).not.toBe(b.tag);
    const spelled = '<p>&lt;quire-memo-x data-id="0"&gt;</p>';
    expect(a.resolve(spelled)).toBe(spelled);
  });
});
