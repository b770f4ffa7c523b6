import { defineConfig } from '@quire/engine';
import { docSearchFromEnv } from './docsearch-from-env.js';

/** The Redux Toolkit documentation site. */
export default defineConfig({
  title: 'Redux Toolkit',
  tagline: 'The official, opinionated, batteries-included toolset for efficient Redux development',
  url: 'https://redux-toolkit.js.org',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  docsDir: '../docs',
  sidebars: './sidebars.ts',
  editUrl: 'https://github.com/reduxjs/redux-toolkit/edit/master/docs/',
  navbar: {
    title: 'Redux Toolkit',
    logo: { src: '/img/redux.svg', alt: 'Redux logo' },
    items: [
      { label: 'Getting Started', to: '/introduction/getting-started', position: 'right' },
      { label: 'Tutorials', to: '/tutorials/overview', position: 'right', activeBasePath: '/tutorials' },
      { label: 'Usage Guide', to: '/usage/usage-guide', position: 'right', activeBasePath: '/usage' },
      { label: 'API', to: '/api/configureStore', position: 'right', activeBasePath: '/api' },
      {
        label: 'GitHub',
        href: 'https://github.com/reduxjs/redux-toolkit',
        position: 'right',
        icon: 'github',
        ariaLabel: 'GitHub repository',
      },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Getting Started', to: '/introduction/getting-started' },
          { label: 'Tutorials', to: '/tutorials/overview' },
          { label: 'Usage Guide', to: '/usage/usage-guide' },
          { label: 'API Reference', to: '/api/configureStore' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/redux-toolkit' },
          { label: 'Discord', href: 'https://discord.gg/0ZcbPKXt5bZ6au5t' },
        ],
      },
      {
        title: 'More',
        items: [
          { label: 'GitHub', href: 'https://github.com/reduxjs/redux-toolkit' },
          { label: 'Redux', href: 'https://redux.js.org' },
          { label: 'React-Redux', href: 'https://react-redux.js.org' },
        ],
      },
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
      {
        title: 'Simple',
        icon: '/img/feature-simple.svg',
        description:
          'Helpers for the common jobs: setting up a store, writing reducers and actions together, immutable updates without spread pyramids, and whole slices of state at once.',
      },
      {
        title: 'Opinionated',
        icon: '/img/feature-opinionated.svg',
        description:
          'Good defaults out of the box: the Redux DevTools extension, Immer for updates, thunks for async logic, and checks that catch the mistakes people make most.',
      },
      {
        title: 'Powerful',
        icon: '/img/feature-powerful.svg',
        description:
          'Write "mutating" update logic that Immer turns into safe immutable updates, and generate action creators and action types from a single slice definition.',
      },
      {
        title: 'Effective',
        icon: '/img/feature-effective.svg',
        description:
          'RTK Query fetches and caches server data and tracks its loading state for you, so you spend your time on the app instead of on boilerplate.',
      },
    ],
    sections: [
      {
        title: 'Other libraries from the Redux team',
        description: 'Redux Toolkit is built on these, and most apps use them alongside it.',
        items: [
          {
            label: 'Redux',
            href: 'https://redux.js.org',
            description: 'The core library: a predictable container for app state, with the store, actions and reducers that Redux Toolkit builds on.',
          },
          {
            label: 'React-Redux',
            href: 'https://react-redux.js.org',
            description: 'The official React bindings: hooks and a Provider that let components read from the store and dispatch actions efficiently.',
          },
        ],
      },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false },
  loading: { spinnerDelayMs: 200, progressBarDelayMs: 1000 },
  version: { name: 'current', label: 'Next' },
  prism: { additionalLanguages: ['diff', 'yaml'] },
  // The site's specification keeps the real measurement id out of print. The placeholder
  // below is deliberately fake; a deploy sets QUIRE_ANALYTICS_ID to the real one.
  analytics: { trackingId: process.env.QUIRE_ANALYTICS_ID || 'G-QUIRE-PLACEHOLDER' },
  // DocSearch only when a deploy supplies its credentials; the default build serves the built-in search.
  search: { docsearch: docSearchFromEnv(process.env) },
});
