import type { DocPageData, SidebarItem, SiteData } from '@quire/engine/client';

/** The browser-side site data of the Redux Toolkit site, trimmed to what the theme reads. */
export const site: SiteData = {
  title: 'Redux Toolkit',
  tagline: 'The official, opinionated, batteries-included toolset for efficient Redux development',
  url: 'https://redux-toolkit.js.org',
  baseUrl: '/',
  navbar: {
    title: 'Redux Toolkit',
    logo: { src: '/img/redux.svg', alt: 'Redux logo' },
    items: [
      { label: 'Getting Started', to: '/introduction/getting-started', position: 'right' },
      { label: 'Tutorials', to: '/tutorials/overview', position: 'right', activeBasePath: '/tutorials' },
      { label: 'Usage Guide', to: '/usage/usage-guide', position: 'right', activeBasePath: '/usage' },
      { label: 'API', to: '/api/configureStore', position: 'right', activeBasePath: '/api' },
      { label: 'GitHub', href: 'https://github.com/reduxjs/redux-toolkit', position: 'right', icon: 'github', ariaLabel: 'GitHub repository' },
    ],
  },
  footer: {
    columns: [
      { title: 'Docs', items: [{ label: 'Getting Started', to: '/introduction/getting-started' }] },
      { title: 'Community', items: [{ label: 'Discord', href: 'https://discord.gg/0ZcbPKXt5bZ6au5t' }] },
      { title: 'More', items: [{ label: 'GitHub', href: 'https://github.com/reduxjs/redux-toolkit' }] },
    ],
    copyright: 'Copyright © 2015–2026 Dan Abramov and the Redux documentation authors.',
  },
  home: {
    hero: {
      title: 'Redux Toolkit',
      tagline: 'The official, opinionated, batteries-included toolset for efficient Redux development',
      actions: [
        { label: 'Get Started', to: '/introduction/getting-started', variant: 'primary' },
        { label: 'Quick Start Tutorial', to: '/tutorials/quick-start', variant: 'secondary' },
      ],
    },
    features: [
      { title: 'Simple', description: 'Helpers for the common jobs.', icon: '/img/feature-simple.svg' },
      { title: 'Opinionated', description: 'Good defaults out of the box.' },
    ],
    sections: [
      {
        title: 'Other libraries from the Redux team',
        items: [
          { label: 'Redux', href: 'https://redux.js.org', description: 'The core.' },
          { label: 'Guide', to: '/usage/usage-guide', description: 'A route of the site.' },
        ],
      },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false },
  loading: { spinnerDelayMs: 200, progressBarDelayMs: 1000 },
  analytics: {},
  search: {},
  version: { name: 'current', label: 'Next' },
};

/** A sidebar with one category open by configuration and one collapsed. */
export const sidebar: SidebarItem[] = [
  {
    type: 'category',
    label: 'Introduction',
    collapsed: false,
    collapsible: true,
    items: [{ type: 'link', label: 'Getting Started', href: '/introduction/getting-started', docId: 'introduction/getting-started' }],
  },
  {
    type: 'category',
    label: 'API Reference',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'configureStore', href: '/api/configureStore', docId: 'api/configureStore' },
      { type: 'link', label: 'createSlice', href: '/api/createSlice', docId: 'api/createSlice' },
    ],
  },
  {
    type: 'category',
    label: 'Tutorials',
    collapsed: true,
    collapsible: true,
    items: [{ type: 'link', label: 'Quick Start', href: '/tutorials/quick-start', docId: 'tutorials/quick-start' }],
  },
];

/** The createSlice doc as the build would hand it over, with a small body. */
export const createSliceDoc: DocPageData = {
  kind: 'doc',
  docId: 'api/createSlice',
  title: 'createSlice',
  hideTitle: false,
  hideTableOfContents: false,
  hasTitleHeading: false,
  body: [
    ['h2', { id: 'overview' }, 'Overview'],
    ['p', 0, 'See ', ['a', { href: '/api/createReducer' }, 'createReducer'], ' and ', ['a', { href: 'https://immerjs.github.io/immer/' }, 'Immer'], '.'],
    ['h3', { id: 'initial-state' }, 'initialState'],
  ],
  toc: [
    { id: 'overview', depth: 2, text: 'Overview' },
    { id: 'initial-state', depth: 3, text: 'initialState' },
  ],
  sidebarId: 'docs',
  breadcrumbs: [{ label: 'API Reference' }, { label: 'createSlice' }],
  prev: { title: 'configureStore', href: '/api/configureStore' },
  next: { title: 'Quick Start', href: '/tutorials/quick-start' },
  editUrl: 'https://github.com/reduxjs/redux-toolkit/edit/master/docs/api/createSlice.mdx',
};
