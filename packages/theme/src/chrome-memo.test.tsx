import { describe, expect, it } from 'vitest';
import { createSliceDoc, site } from './test-support/site-fixture.js';
import { renderRoute } from './test-support/render-route.js';

/** A copy of the fixture site whose footer columns and color-mode switch count how often they are read. */
function countingSite() {
  const reads = { footer: 0, colorMode: 0 };
  const { columns } = site.footer;
  const { disableSwitch } = site.colorMode;
  const counted = {
    ...site,
    footer: {
      ...site.footer,
      get columns() {
        reads.footer++;
        return columns;
      },
    },
    colorMode: {
      ...site.colorMode,
      get disableSwitch() {
        reads.colorMode++;
        return disableSwitch;
      },
    },
  };
  return { site: counted, reads };
}

describe('chrome the same on every page', () => {
  it('renders the footer and the navbar color-mode switch once per site on the server, then copies them', () => {
    const { site: shared, reads } = countingSite();
    const render = (path: string) => renderRoute({ path, site: shared, module: { page: { ...createSliceDoc } } });
    const first = render('/api/createSlice');
    const once = { ...reads };
    expect(once.footer).toBeGreaterThan(0);
    expect(once.colorMode).toBeGreaterThan(0);
    const later = ['/api/configureStore', '/elsewhere'].map(render);
    expect(reads).toEqual(once);
    // The copies are the markup rendering afresh gives.
    expect(first).toBe(renderRoute({ path: '/api/createSlice', site: { ...site }, memoize: false, module: { page: { ...createSliceDoc } } }));
    expect(later[1]).toBe(renderRoute({ path: '/elsewhere', site: { ...site }, memoize: false, module: { page: { ...createSliceDoc } } }));
  });
  it('renders each navbar item once per site and active state on the server, then copies it', () => {
    let iconReads = 0;
    const items = site.navbar.items.map((item) => {
      const { icon } = item;
      const counted = { ...item };
      Object.defineProperty(counted, 'icon', {
        enumerable: true,
        get() {
          iconReads++;
          return icon;
        },
      });
      return counted;
    });
    const shared = { ...site, navbar: { ...site.navbar, items } };
    const render = (path: string) => renderRoute({ path, site: shared, module: { page: { ...createSliceDoc } } });
    render('/elsewhere');
    const once = iconReads;
    expect(once).toBeGreaterThan(0);
    const later = ['/somewhere-else', '/elsewhere'].map(render);
    expect(iconReads).toBe(once);
    expect(later[0]).toBe(renderRoute({ path: '/somewhere-else', site: { ...site }, memoize: false, module: { page: { ...createSliceDoc } } }));
  });
});
