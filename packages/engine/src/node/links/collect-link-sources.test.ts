import { describe, expect, it } from 'vitest';
import { testContext } from '../test-support/test-context.js';
import { configLinkSources, sidebarLinkSources } from './collect-link-sources.js';

const configSource = `export default {
  navbar: { items: [{ label: 'API', to: '/api/configureStore', position: 'right' }] },
  footer: { columns: [{ title: 'Docs', items: [{ label: 'Tutorials', to: '/tutorials/overview' }] }] },
};
`;

describe('configLinkSources and sidebarLinkSources', () => {
  it('collects navbar, footer, home and sidebar links with where they were written', () => {
    const { config } = testContext({
      navbar: { items: [{ label: 'API', to: '/api/configureStore', position: 'right' }, { label: 'GitHub', href: 'https://github.com' }] },
      footer: { columns: [{ title: 'Docs', items: [{ label: 'Tutorials', to: '/tutorials/overview' }] }] },
      home: {
        hero: { actions: [{ label: 'Start', to: '/intro' }] },
        sections: [
          {
            title: 'Related',
            items: [
              { label: 'Redux', href: 'https://redux.js.org', description: 'External, so not checked here.' },
              { label: 'Guide', to: '/guide', description: 'A route, so checked.' },
            ],
          },
        ],
      },
    });
    const files = {
      config,
      configFile: '/site/quire.config.ts',
      configSource,
      sidebarsFile: '/site/sidebars.ts',
      sidebarsSource: "export default { docs: [{ type: 'link', label: 'Elsewhere', href: '/else' }] };",
    };
    const sidebars = { docs: [{ type: 'link' as const, label: 'Elsewhere', href: '/else' }, { type: 'link' as const, label: 'Doc', href: '/doc', docId: 'doc' }] };
    const sources = [...configLinkSources(files), ...sidebarLinkSources(files, sidebars)];
    expect(sources).toEqual([
      { url: '/api/configureStore', file: '/site/quire.config.ts', line: 2, column: 41, context: 'Navbar item "API" links to' },
      { url: '/tutorials/overview', file: '/site/quire.config.ts', line: 3, column: 74, context: 'Footer link "Tutorials" links to' },
      { url: '/intro', file: '/site/quire.config.ts', context: 'Home page action "Start" links to' },
      { url: '/guide', file: '/site/quire.config.ts', context: 'Home page link "Guide" links to' },
      { url: '/else', file: '/site/sidebars.ts', line: 1, column: 67, context: 'Sidebar link links to' },
    ]);
  });
});
