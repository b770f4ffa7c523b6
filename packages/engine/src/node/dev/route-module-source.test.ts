import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../routes/route-manifest.js';
import { routeModuleSource } from './route-module-source.js';

const entry: RouteEntry = { path: '/about', page: { kind: 'page', title: 'About', markdown: true } };

describe('routeModuleSource', () => {
  it('holds the page data, and the sidebar from its own module', () => {
    const source = routeModuleSource(entry, '/__quire/sidebar/docs.js?v=1');
    expect(source).toContain('import sidebar from "/__quire/sidebar/docs.js?v=1";');
    expect(source).toContain('"title\\":\\"About\\"');
    expect(source).not.toContain('Content');
  });

  it('imports a page component as Content, and links and awaits the stylesheets it needs', () => {
    const source = routeModuleSource(entry, undefined, { module: '/__quire/modules/assets/pages/page-about-AB12.js', styles: ['/__quire/modules/assets/pages/page-about-CD34.css'] });
    expect(source).toContain('import Content from "/__quire/modules/assets/pages/page-about-AB12.js";');
    expect(source).toContain('("/about", ["/__quire/modules/assets/pages/page-about-CD34.css"]);');
    expect(source).toMatch(/export default \{ page: JSON\.parse\(.*\), Content \};/);
  });

  it('is a module the browser can parse, awaiting its stylesheets at the top level', async () => {
    const source = routeModuleSource(entry, undefined, { module: '/m.js', styles: [] });
    // Parsed as a module (imports and top-level await), never run.
    const { transform } = await import('esbuild');
    await expect(transform(source, { format: 'esm', loader: 'js', target: 'es2022' })).resolves.toBeDefined();
  });
});
