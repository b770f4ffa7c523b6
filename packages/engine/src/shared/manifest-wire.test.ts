import { describe, expect, it } from 'vitest';
import { decodeManifest, encodeManifest } from './manifest-wire.js';
import type { ClientManifest } from './types.js';

const shared = ['assets/sidebar/fill-F.js', 'assets/sidebar/S.js', 'assets/sidebar/C1.js'];
const manifest: ClientManifest = {
  routes: {
    '/': { chunk: 'assets/routes/__root-A.js', deps: [] },
    '/s1/a': { chunk: 'assets/routes/s1/a-B.js', deps: [...shared] },
    '/s1/b': { chunk: 'assets/routes/s1/b-C.js', deps: [...shared] },
    '/mdx': { chunk: 'assets/routes/mdx-D.js', deps: ['assets/pages/mdx-E.js'], styles: ['assets/pages/mdx-E.css'], host: true },
  },
  notFound: { chunk: 'assets/routes/404-F.js', deps: [] },
  client: 'assets/quire-client-X.js',
};

describe('the route manifest on the wire', () => {
  it('writes each deps list once, routes naming it by index, and leaves empty ones out', () => {
    const wire = encodeManifest(manifest);
    expect(wire.deps).toEqual([shared, ['assets/pages/mdx-E.js']]);
    expect(wire.routes['/s1/a']).toEqual({ chunk: 'assets/routes/s1/a-B.js', deps: 0 });
    expect(wire.routes['/s1/b']!.deps).toBe(0);
    expect(wire.routes['/']).toEqual({ chunk: 'assets/routes/__root-A.js' });
    expect(wire.routes['/mdx']).toEqual({ chunk: 'assets/routes/mdx-D.js', deps: 1, styles: ['assets/pages/mdx-E.css'], host: true });
    expect(JSON.stringify(wire).length).toBeLessThan(JSON.stringify(manifest).length);
  });

  it('reads back the very manifest, and a manifest written in full as it is', () => {
    expect(decodeManifest(JSON.parse(JSON.stringify(encodeManifest(manifest))))).toEqual(manifest);
    expect(decodeManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });
});
