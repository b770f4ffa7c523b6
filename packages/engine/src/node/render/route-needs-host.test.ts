import { describe, expect, it } from 'vitest';
import { routeNeedsHost } from './route-needs-host.js';

type Page = Parameters<typeof routeNeedsHost>[0]['page'];
const needs = (page: object, module?: string) => routeNeedsHost({ page: page as Page, module } as Parameters<typeof routeNeedsHost>[0]);

describe('routeNeedsHost', () => {
  it('is true for the pages the theme draws with deferred components: home, search, tags and category indexes', () => {
    for (const kind of ['home', 'search', 'tagsList', 'tagDocList', 'categoryIndex']) expect(needs({ kind }), kind).toBe(true);
  });

  it('is false for a plain doc and for the fallback page, whose components are in every first script', () => {
    expect(needs({ kind: 'doc' })).toBe(false);
    expect(needs({ kind: 'notFound' })).toBe(false);
  });

  it('is true for a doc that shows tags, a last update or the unlisted banner, and for any page that is a module', () => {
    expect(needs({ kind: 'doc', tags: [{ label: 'a', permalink: '/tags/a' }] })).toBe(true);
    expect(needs({ kind: 'doc', unlisted: true })).toBe(true);
    expect(needs({ kind: 'doc', lastUpdatedAt: 1 })).toBe(true);
    expect(needs({ kind: 'doc' }, 'assets/mdx/page.js')).toBe(true);
    expect(needs({ kind: 'page' })).toBe(true);
  });
});
