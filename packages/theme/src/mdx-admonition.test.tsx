import { describe, expect, it } from 'vitest';
import type { RouteModule } from '@quire/engine/client';
import { components } from './components.js';
import { MdxAdmonition } from './mdx-admonition.js';
import { elementHtml } from './test-support/html-query.js';
import { renderInApp } from './test-support/render-in-app.js';
import { renderRoute } from './test-support/render-route.js';
import { createSliceDoc, sidebar } from './test-support/site-fixture.js';

/** The box a `:::<type>[<title>]` directive with one paragraph renders (its HAST as the build ships it). */
function directiveHtml(type: string, title: string): string {
  const page = { ...createSliceDoc, body: [['quire-admonition', { type }, ['quire-admonition-title', { type }, title], ['p', 0, 'Body']]] } as typeof createSliceDoc;
  const html = renderRoute({ path: '/api/createSlice', module: { page, sidebar } satisfies RouteModule });
  return elementHtml(html, /<aside class="quire-admonition/);
}

describe('MdxAdmonition', () => {
  for (const type of ['note', 'tip', 'info', 'warning', 'danger', 'caution']) {
    it(`renders <Admonition type="${type}" title> as the :::${type} directive does`, () => {
      const html = renderInApp(
        <MdxAdmonition type={type} title="My title">
          <p>Body</p>
        </MdxAdmonition>,
      );
      expect(html).toBe(directiveHtml(type, 'My title'));
    });
  }

  it("titles the box with the type's name when there is no title, and is a note by default", () => {
    const tip = (type: string) => type[0]!.toUpperCase() + type.slice(1);
    expect(renderInApp(<MdxAdmonition type="warning"><p>Body</p></MdxAdmonition>)).toBe(directiveHtml('warning', tip('warning')));
    expect(renderInApp(<MdxAdmonition><p>Body</p></MdxAdmonition>)).toBe(directiveHtml('note', 'Note'));
  });

  it('shows an icon of the author\'s in place of the type\'s, and a className on a wrapper', () => {
    const html = renderInApp(
      <MdxAdmonition type="tip" icon="🔥" className="mine">
        <p>Body</p>
      </MdxAdmonition>,
    );
    expect(html).toMatch(/^<div class="mine"><aside class="quire-admonition quire-admonition--tip" role="note">/);
    expect(html).toContain('<div class="quire-admonition-title"><span class="quire-admonition-icon">🔥</span><span>Tip</span></div>');
    expect(html).not.toContain('<svg');
  });

  it("goes through the map's Admonition, so a site's replacement shows", () => {
    const Replaced = ({ type, children }: { type?: string; children?: React.ReactNode }) => <section data-replaced={type}>{children}</section>;
    const html = renderRoute({
      path: '/api/createSlice',
      module: { page: createSliceDoc, sidebar } satisfies RouteModule,
      components: { ...components, Admonition: Replaced, DocPage: () => <MdxAdmonition type="info">x</MdxAdmonition> },
    });
    expect(html).toContain('<section data-replaced="info"><div class="quire-admonition-title">');
  });
});
