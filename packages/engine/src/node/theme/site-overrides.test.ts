import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { hasOverrides, siteOverrides } from './site-overrides.js';

let site: string;
beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'quire-overrides-'));
  await mkdir(join(site, 'src'));
  await writeFile(join(site, 'src/Footer.tsx'), 'export default function Footer() { return null; }\n');
  await writeFile(join(site, 'src/custom.css'), 'body { color: red; }\n');
});
afterEach(() => rm(site, { recursive: true, force: true }));

describe('siteOverrides', () => {
  it('resolves the config paths against the site folder', () => {
    const overrides = siteOverrides(site, { components: { Footer: './src/Footer.tsx' }, customCss: ['src/custom.css'] });
    expect(overrides).toEqual({ components: { Footer: join(site, 'src/Footer.tsx') }, customCss: [join(site, 'src/custom.css')] });
    expect(hasOverrides(overrides)).toBe(true);
    expect(hasOverrides(siteOverrides(site, { components: {}, customCss: [] }))).toBe(false);
  });

  it('reports each missing file at the line and column where the config names it', async () => {
    const config = [
      'export default {',
      "  title: 'Docs',",
      '  components: {',
      "    Footer: './src/Footer.tsx',",
      "    Admonition: './src/Missing.tsx',",
      '  },',
      "  customCss: ['./src/custom.css', './src/gone.css'],",
      '};',
      '',
    ].join('\n');
    await writeFile(join(site, 'quire.config.ts'), config);
    let error: unknown;
    try {
      siteOverrides(site, { components: { Footer: './src/Footer.tsx', Admonition: './src/Missing.tsx' }, customCss: ['./src/custom.css', './src/gone.css'] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(QuireError);
    const [component, css] = (error as QuireError).diagnostics;
    expect(component).toMatchObject({ file: join(site, 'quire.config.ts'), line: 5, column: 17 });
    expect(component!.message).toBe(`The component file ${join(site, 'src/Missing.tsx')} for \`components.Admonition\` does not exist.`);
    expect(css).toMatchObject({ file: join(site, 'quire.config.ts'), line: 7, column: 35 });
    expect(css!.message).toContain('gone.css');
  });
});
