import { describe, expect, it } from 'vitest';
import { jsonLiteral } from './json-literal.js';
import { jobChunkSource, routeChunkFile, routeChunkSource } from './route-chunk.js';

/** Runs a chunk's source the way a browser imports it, returning its default export. */
async function importSource(source: string): Promise<unknown> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { default: unknown };
  return module.default;
}

describe('routeChunkSource', () => {
  const pageJson = JSON.stringify({ kind: 'doc', title: 'Quotes " and \\ and </script> and \u2028', body: ['x'] });

  it('exports the page data and the sidebar, parsed from the JSON texts', async () => {
    const sidebarJson = JSON.stringify([{ type: 'link', label: 'A', href: '/a' }]);
    expect(await importSource(routeChunkSource(pageJson, sidebarJson))).toEqual({ page: JSON.parse(pageJson), sidebar: JSON.parse(sidebarJson) });
  });

  it('writes the same module with the sidebar quoted by the caller', () => {
    const sidebarJson = JSON.stringify([{ type: 'link', label: 'Quote " and </script>', href: '/a' }]);
    expect(routeChunkSource(pageJson, sidebarJson, jsonLiteral(sidebarJson))).toBe(routeChunkSource(pageJson, sidebarJson));
  });

  it('takes a pruned sidebar\'s view from its modules, imported relative to the chunk', async () => {
    const job = {
      client: { chunk: 'assets/routes/api/a-X.js', deps: [] },
      module: { client: 'assets/pages/a-Y.js', server: '/srv/a.mjs' },
      sidebarModules: { fill: 'assets/sidebar/fill-F.js', skeleton: 'assets/sidebar/S.js', open: ['assets/sidebar/C1.js', 'assets/sidebar/C2.js'] },
    };
    const source = jobChunkSource(job, pageJson, '[]');
    expect(source).toMatch(/^import f from"\.\.\/\.\.\/sidebar\/fill-F\.js";import s from"\.\.\/\.\.\/sidebar\/S\.js";import o0 from"\.\.\/\.\.\/sidebar\/C1\.js";import o1 from"\.\.\/\.\.\/sidebar\/C2\.js";import Content from"\.\.\/\.\.\/pages\/a-Y\.js";/);
    expect(source).toContain('sidebar:f(s,{"assets/sidebar/C1.js":o0,"assets/sidebar/C2.js":o1})');
    expect(source).toContain(',Content}');
    // The view's own text is not in the chunk.
    expect(source).not.toContain('sidebar:JSON.parse');
  });

  it('has no sidebar key for a page without one', async () => {
    expect(await importSource(routeChunkSource(pageJson, undefined))).toEqual({ page: JSON.parse(pageJson) });
  });
});

describe('routeChunkFile', () => {
  it('is the readable name with a hash of the data digests, which changes with the page or its sidebar', () => {
    const file = routeChunkFile('routes/api/createSlice', '{"a":1}', '[]');
    expect(file).toMatch(/^assets\/routes\/api\/createSlice-[A-Z2-7]{8}\.js$/);
    expect(routeChunkFile('routes/api/createSlice', '{"a":1}', '[]')).toBe(file);
    expect(routeChunkFile('routes/api/createSlice', '{"a":2}', '[]')).not.toBe(file);
    expect(routeChunkFile('routes/api/createSlice', '{"a":1}', '[1]')).not.toBe(file);
    expect(routeChunkFile('routes/api/createSlice', '{"a":1}', undefined)).not.toBe(file);
  });
});
