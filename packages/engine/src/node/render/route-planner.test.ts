import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../routes/route-manifest.js';
import { sidebarViews } from '../sidebars/sidebar-views.js';
import { routePlanner } from './route-planner.js';

/** A route entry with the least page data a chunk hashes. */
function entry(path: string, sidebarId?: string): RouteEntry {
  return { path, sourceFile: `${path}.md`, page: { kind: 'doc', title: path } as never, bodyJson: `{"text":"${path}"}`, sidebarId };
}

const views = new Map([
  ['docs', sidebarViews([
    { type: 'link', label: 'A', href: '/a', docId: 'a' },
    { type: 'link', label: 'B', href: '/b', docId: 'b' },
  ])],
]);
const entries = [entry('/a', 'docs'), entry('/b', 'docs'), entry('/c'), entry('/404')];

describe('routePlanner', () => {
  it('plans each route the same whatever the order it is asked in', () => {
    const inOrder = routePlanner(entries, views);
    const reversed = routePlanner(entries, views);
    const forward = entries.map((e) => inOrder.route(e));
    const backward = [...entries].reverse().map((e) => reversed.route(e)).reverse();
    expect(backward).toEqual(forward);
    expect(forward[0]!.sidebarJson).toBeDefined();
    expect(forward[2]!.sidebarJson).toBeUndefined();
  });

  it('lists the client manifest in the entries order, the last entry as the fallback page', () => {
    const plan = routePlanner(entries, views);
    const planned = [...entries].reverse().map((e) => plan.route(e));
    const manifest = plan.clientManifest();
    expect(Object.keys(manifest.routes)).toEqual(['/a', '/b', '/c']);
    expect(manifest.routes['/a']).toEqual(planned[3]!.client);
    expect(manifest.notFound).toEqual(planned[0]!.client);
  });

  it('refuses to list a manifest before every route is planned', () => {
    const plan = routePlanner(entries, views);
    plan.route(entries[0]!);
    expect(() => plan.clientManifest()).toThrow(/\/b was never planned/);
  });
});
