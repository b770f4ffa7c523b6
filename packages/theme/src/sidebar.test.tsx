import { describe, expect, it } from 'vitest';
import type { SidebarItem, SidebarItemsProps, ThemeComponents } from '@quire/engine/client';
import { components } from './components.js';
import { SidebarItemsView } from './sidebar.js';
import { createSliceDoc, sidebar, site } from './test-support/site-fixture.js';
import { elementHtml, linkByText } from './test-support/html-query.js';
import { renderRoute } from './test-support/render-route.js';

const sidebarOf = (path: string) =>
  elementHtml(renderRoute({ path, module: { page: { ...createSliceDoc }, sidebar } }), /<nav class="quire-sidebar"/);

/** The `<details>` of each category by label, and whether it renders open. */
function categories(html: string): Record<string, boolean> {
  const result: Record<string, boolean> = {};
  for (const m of html.matchAll(/<details( open="")?><summary>([^<]*)</g)) {
    result[m[2]!] = m[1] !== undefined;
  }
  return result;
}

describe('Sidebar', () => {
  it('marks the current page and expands its collapsed category', () => {
    const html = sidebarOf('/api/createSlice');
    expect(linkByText(html, 'createSlice').attrs).toEqual({ 'aria-current': 'page', href: '/api/createSlice' });
    expect(html.match(/aria-current/g)).toHaveLength(1);
    expect(categories(html)).toEqual({ Introduction: true, 'API Reference': true, Tutorials: false });
  });

  it('writes no class below the nav but the author\'s own and those of html items (issue 30)', () => {
    const items: SidebarItem[] = [
      { type: 'link', label: 'Intro', href: '/intro', className: 'intro-item' },
      { type: 'html', value: '<span>Guides</span>', defaultStyle: true, className: 'divider' },
      { type: 'html', value: '<hr>' },
      {
        type: 'category',
        label: 'Basics',
        href: '/basics',
        className: 'basics-cat',
        collapsed: false,
        collapsible: true,
        items: [{ type: 'link', label: 'Actions', href: '/basics/actions' }],
      },
      { type: 'category', label: 'Flat', collapsed: false, collapsible: false, items: [{ type: 'link', label: 'One', href: '/one' }] },
    ];
    const html = elementHtml(renderRoute({ path: '/basics/actions', module: { page: { ...createSliceDoc }, sidebar: items } }), /<nav class="quire-sidebar"/);
    expect([...html.matchAll(/<(\w+)[^>]* class="([^"]*)"/g)].map((m) => `${m[1]}.${m[2]}`)).toEqual([
      'nav.quire-sidebar',
      'li.intro-item',
      'li.quire-sidebar-item--html divider quire-sidebar-item--html-default',
      'li.quire-sidebar-item--html',
      'li.basics-cat',
    ]);
    expect(html).toContain(
      '<li class="basics-cat"><details open=""><summary><a href="/basics">Basics</a></summary><ul><li><a aria-current="page" href="/basics/actions">Actions</a></li></ul></details></li>',
    );
    expect(html).toContain('<li><span>Flat</span><ul><li><a href="/one">One</a></li></ul></li>');
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

  it('is the same markup when the server copies the items that do not show the page as when it renders them afresh', () => {
    const wide: SidebarItem[] = [
      ...sidebar,
      { type: 'link', label: 'Changelog', href: '/changelog' },
      { type: 'category', label: 'Guides', href: '/guides', collapsed: false, collapsible: true, items: [{ type: 'link', label: 'Usage', href: '/guides/usage' }] },
      { type: 'category', label: 'Flat', collapsed: false, collapsible: false, items: [{ type: 'link', label: 'One', href: '/one' }, { type: 'link', label: 'Two', href: '/two' }] },
    ];
    const paths = ['/api/createSlice', '/api/configureStore', '/changelog', '/guides', '/guides/usage', '/one', '/two', '/elsewhere', '/api/createSlice'];
    // One site object for the whole sequence, as a build has: later pages copy what earlier ones rendered.
    const shared = { ...site };
    for (const path of paths) {
      const copied = renderRoute({ path, site: shared, module: { page: { ...createSliceDoc }, sidebar: wide } });
      expect(copied).toBe(renderRoute({ path, site: { ...site }, memoize: false, module: { page: { ...createSliceDoc }, sidebar: wide } }));
    }
  });

  it('renders the items that do not show the page once per site, however many pages show them', () => {
    let renders = 0;
    // The map's entry, counting how often the server calls it for one item: the engine wraps whatever the map holds.
    const counting: ThemeComponents = {
      ...components,
      SidebarItems: (props: SidebarItemsProps) => {
        if (props.items.some((item) => item.type === 'link' && item.href === '/counted')) renders++;
        return <SidebarItemsView {...props} />;
      },
    };
    const items: SidebarItem[] = [{ type: 'link', label: 'Counted', href: '/counted' }, ...sidebar];
    const shared = { ...site };
    const render = (path: string) => renderRoute({ path, site: shared, components: counting, module: { page: { ...createSliceDoc }, sidebar: items } });
    // Pages whose sidebar shows no item: one run of all the items, in the same blocks on every page.
    render('/elsewhere');
    render('/nowhere');
    render('/search');
    expect(renders).toBe(1);
    // On its own page it shows the page, so it is rendered there.
    expect(render('/counted')).toContain('aria-current="page"');
    expect(renders).toBe(2);
  });
});
