import { describe, expect, it } from 'vitest';
import { eraseModuleTypes } from './erase-module-types.js';

const erase = (source: string, file = '/site/quire.config.ts', aliases: Record<string, string> = {}) => eraseModuleTypes(file, source, aliases);

describe('eraseModuleTypes', () => {
  it('blanks the types of a module that imports only packages, and points aliased imports at their file', async () => {
    const source = [
      "import { defineConfig } from '@quire/engine';",
      "import type { Theme } from 'some-theme';",
      "import { join } from 'node:path';",
      'interface Extra { n: number }',
      "const extra: Extra = { n: 1 };",
      "export default defineConfig({ title: join('a', 'b') as string, extra } satisfies object);",
    ].join('\n');
    const code = (await erase(source, '/site/quire.config.ts', { '@quire/engine': '/engine/index.js' }))!;
    expect(code).toContain('import { defineConfig } from "file:///engine/index.js";');
    expect(code).toContain("import { join } from 'node:path';");
    expect(code).not.toMatch(/Theme|interface|: Extra|as string|satisfies/);
    // Lines stay where they were, so a runtime error points at the author's line.
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves to esbuild a module that imports a local file, a stylesheet, a URL or anything dynamically', async () => {
    expect(await erase("import { x } from './helper';\nexport default x;")).toBeUndefined();
    expect(await erase("export { x } from '../shared.js';")).toBeUndefined();
    expect(await erase("import '/abs/file.ts';\nexport default 1;")).toBeUndefined();
    expect(await erase("import 'some-theme/style.css';\nexport default 1;")).toBeUndefined();
    expect(await erase("import data from 'data:text/javascript,export default 1';\nexport default data;")).toBeUndefined();
    expect(await erase("export default await import('pkg');")).toBeUndefined();
  });

  it('leaves to esbuild syntax that blanking cannot erase, a syntax error, and files other than .ts, .mts, .js, .mjs', async () => {
    expect(await erase('enum Color { Red }\nexport default Color.Red;')).toBeUndefined();
    expect(await erase("export default {\n  title: 'Docs'\n  url: 'x',\n};")).toBeUndefined();
    expect(await erase('export default <div />;', '/site/quire.config.tsx')).toBeUndefined();
    expect(await erase('module.exports = {};', '/site/quire.config.cjs')).toBeUndefined();
    expect(await erase('export default 1;', '/site/quire.config.mjs')).toBe('export default 1;');
  });
});
