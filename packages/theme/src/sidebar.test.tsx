import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@quire/engine/client';
import { createSliceDoc, sidebar, site } from './test-support/site-fixture.js';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

const sidebarOf = (path: string) =>
  elementHtml(renderRoute({ path, module: { page: { ...createSliceDoc }, sidebar } }), /<nav class="quire-sidebar"/);

/** The `<details>` of each category by label, and whether it renders open. */
function categories(html: string): Record<string, boolean> {
  const result: Record<string, boolean> = {};
  for (const m of html.matchAll(/<details class="quire-sidebar-category"( open="")?><summary class="quire-sidebar-category-label">([^<]*)</g)) {
    result[m[2]!] = m[1] !== undefined;
  }
  return result;
}

describe('Sidebar', () => {
  it('marks the current page and expands its collapsed category', () => {
    const html = sidebarOf('/api/createSlice');
    expect(linkByText(html, 'createSlice').attrs).toMatchObject({ class: 'quire-sidebar-link quire-sidebar-link--active', 'aria-current': 'page' });
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(categories(html)).toEqual({ Introduction: true, 'API Reference': true, Tutorials: false });
  });

  it('keeps a collapsed category closed when the current page is elsewhere', () => {
    expect(categories(sidebarOf('/tutorials/quick-start'))).toEqual({ Introduction: true, 'API Reference': false, Tutorials: true });
  });

  it('renders no items of a closed category, so big sidebars stay small in every page', () => {
    const html = sidebarOf('/tutorials/quick-start');
    expect(html).not.toContain('href="/api/createSlice"');
    expect(html).toContain('href="/tutorials/quick-start"');
  });

  it('keys the open state of same-named categories by their place, so nested twins do not share it', () => {
    const nested: SidebarItem[] = [
      { type: 'category', label: 'Hooks', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'A', href: '/a' }] },
      {
        type: 'category',
        label: 'RTK Query',
        collapsed: false,
        collapsible: true,
        items: [{ type: 'category', label: 'Hooks', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'B', href: '/b' }] }],
      },
    ];
    const html = elementHtml(renderRoute({ path: '/elsewhere', module: { page: { ...createSliceDoc }, sidebar: nested } }), /<nav class="quire-sidebar"/);
    expect(html).not.toContain('href="/a"');
    expect(html).toContain('href="/b"');
  });
});
