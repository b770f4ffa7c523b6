import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../shared/types.js';
import { sidebarTrail, sidebarTrails } from './sidebar-trail.js';

const sidebar: SidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'API',
    collapsed: false,
    collapsible: true,
    items: [
      { type: 'link', label: 'createSlice', href: '/api/createSlice', docId: 'api/createSlice' },
      {
        type: 'category',
        label: 'RTK Query',
        href: '/api/rtk-query/overview',
        collapsed: true,
        collapsible: true,
        items: [{ type: 'link', label: 'createApi', href: '/api/rtk-query/createApi', docId: 'api/rtk-query/createApi' }],
      },
    ],
  },
];

describe('sidebarTrail', () => {
  it('is empty for a top-level page', () => expect(sidebarTrail(sidebar, '/intro')).toEqual([]));
  it('lists the categories above a page', () => {
    expect(sidebarTrail(sidebar, '/api/createSlice')).toEqual([{ label: 'API' }]);
    expect(sidebarTrail(sidebar, '/api/rtk-query/createApi')).toEqual([
      { label: 'API' },
      { label: 'RTK Query', href: '/api/rtk-query/overview' },
    ]);
  });
  it('ends at a category that links to the page', () => {
    expect(sidebarTrail(sidebar, '/api/rtk-query/overview')).toEqual([{ label: 'API' }]);
  });
  it('is undefined for a page outside the sidebar', () => expect(sidebarTrail(sidebar, '/elsewhere')).toBeUndefined());
});

describe('sidebarTrails', () => {
  const twice: SidebarItem[] = [
    ...sidebar,
    { type: 'category', label: 'Again', collapsed: true, collapsible: true, items: [{ type: 'link', label: 'Intro', href: '/intro', docId: 'intro' }] },
  ];
  const routes = ['/intro', '/api/createSlice', '/api/rtk-query/createApi', '/api/rtk-query/overview'];

  it('finds the trail sidebarTrail finds, for every page of the sidebar', () => {
    const trails = sidebarTrails(twice);
    expect([...trails.keys()].sort()).toEqual([...routes].sort());
    for (const route of routes) expect(trails.get(route)).toEqual(sidebarTrail(twice, route));
  });
  it('keeps the first place of a page listed twice', () => expect(sidebarTrails(twice).get('/intro')).toEqual([]));
});
