import { describe, expect, it } from 'vitest';
import { classifyChange, type SiteFiles } from './classify-change.js';

const site: SiteFiles = {
  siteDir: '/w/site',
  isDoc: (file) => file.startsWith('/w/docs/') && file.endsWith('.md'),
  docsDir: '/w/docs',
  staticDir: '/w/site/static',
  outDir: '/w/site/build',
  configFile: '/w/site/quire.config.ts',
  sidebarsFile: '/w/site/sidebars.ts',
  themeFiles: new Set(['/w/site/theme/footer.js']),
  pagesDir: '/w/site/src/pages',
};

describe('classifyChange', () => {
  it('tells docs, static files, the theme and the config apart', () => {
    expect(classifyChange('/w/docs/api/createSlice.md', site)).toBe('doc');
    expect(classifyChange('/w/docs/img/flow.png', site)).toBe('static');
    expect(classifyChange('/w/site/static/img/logo.svg', site)).toBe('static');
    expect(classifyChange('/w/site/theme/footer.js', site)).toBe('theme');
    expect(classifyChange('/w/site/quire.config.ts', site)).toBe('config');
    expect(classifyChange('/w/site/sidebars.ts', site)).toBe('config');
    expect(classifyChange('/w/docs/guides/_category_.json', site)).toBe('config');
    expect(classifyChange('/w/docs/guides/_category_.yml', site)).toBe('config');
    expect(classifyChange('/w/docs/tags.yml', site)).toBe('config');
    // A module the config may import.
    expect(classifyChange('/w/site/config/navbar.ts', site)).toBe('config');
  });

  it('ignores what the site does not serve: tests, tools, output, dependencies, other files', () => {
    expect(classifyChange('/w/docs/tools/check.mjs', site)).toBeUndefined();
    expect(classifyChange('/w/site/tests/e2e/pages.test.ts', site)).toBeUndefined();
    expect(classifyChange('/w/site/config.test.ts', site)).toBeUndefined();
    expect(classifyChange('/w/site/build/index.html', site)).toBeUndefined();
    expect(classifyChange('/w/site/node_modules/x/index.js', site)).toBeUndefined();
    expect(classifyChange('/w/site/notes.txt', site)).toBeUndefined();
    expect(classifyChange('/w/elsewhere/a.ts', site)).toBeUndefined();
  });

  it('tells a custom page’s own files from the helpers beside them, which count as site code', () => {
    expect(classifyChange('/w/site/src/pages/errors.tsx', site)).toBe('page');
    expect(classifyChange('/w/site/src/pages/blog/index.mdx', site)).toBe('page');
    expect(classifyChange('/w/site/src/pages/about.md', site)).toBe('page');
    expect(classifyChange('/w/site/src/pages/_parts/hero.tsx', site)).toBe('config');
    expect(classifyChange('/w/site/src/pages/errors.test.tsx', site)).toBeUndefined();
    expect(classifyChange('/w/site/src/pages/types.d.ts', site)).toBe('config');
    expect(classifyChange('/w/site/src/pages/_notes.md', site)).toBeUndefined();
  });

  it('tells the partials of MDX docs and the files page components import from the rest', () => {
    const withInputs: SiteFiles = { ...site, isPageInput: (file) => file === '/w/site/src/components/Counter.tsx' || file === '/w/docs/widgets/Chart.jsx' };
    expect(classifyChange('/w/docs/guides/_note.mdx', withInputs)).toBe('partial');
    expect(classifyChange('/w/site/src/components/Counter.tsx', withInputs)).toBe('component');
    // Code beside the docs is the site's once a page imports it.
    expect(classifyChange('/w/docs/widgets/Chart.jsx', withInputs)).toBe('component');
    expect(classifyChange('/w/docs/widgets/Other.jsx', withInputs)).toBeUndefined();
    expect(classifyChange('/w/site/src/components/Other.tsx', withInputs)).toBe('config');
    // A page's own file stays a page's, so that removing it changes the routes.
    expect(classifyChange('/w/site/src/pages/errors.tsx', { ...withInputs, isPageInput: () => true })).toBe('page');
  });
});
