import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { loadTsModule } from './load-ts-module.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'quire-load-ts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadTsModule', () => {
  it('compiles TypeScript with its local imports and returns the module', async () => {
    await writeFile(join(dir, 'helper.ts'), 'export const twice = (n: number): number => n * 2;\n');
    await writeFile(
      join(dir, 'entry.ts'),
      "import { twice } from './helper';\ninterface Shape { n: number }\nconst value: Shape = { n: twice(21) };\nexport default value;\n",
    );
    const module = await loadTsModule(join(dir, 'entry.ts'));
    expect(module.default).toEqual({ n: 42 });
    expect(await readdir(dir)).toEqual(['entry.ts', 'helper.ts']);
  });

  it('reads a CommonJS file as CommonJS in a "type": "module" package, as Docusaurus does, and its CommonJS imports too', async () => {
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(dir, 'api.js'), "exports.items = ['api/a', 'api/b'];\n");
    await writeFile(join(dir, 'sidebars.js'), "const { items } = require('./api.js');\nmodule.exports = { docs: ['intro', { type: 'category', label: 'API', items }] };\n");
    const module = await loadTsModule(join(dir, 'sidebars.js'));
    expect(module.default).toEqual({ docs: ['intro', { type: 'category', label: 'API', items: ['api/a', 'api/b'] }] });
    // An ES module there is still one.
    await writeFile(join(dir, 'esm.js'), "import { items } from './esm-items.js';\nexport default { items };\n");
    await writeFile(join(dir, 'esm-items.js'), "export const items = ['x'];\n");
    expect((await loadTsModule(join(dir, 'esm.js'))).default).toEqual({ items: ['x'] });
  });

  it('names the file and line of a syntax error in a CommonJS file', async () => {
    await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
    await writeFile(join(dir, 'sidebars.js'), "module.exports = {\n  docs: ['intro' 'other'],\n};\n");
    const error = await loadTsModule(join(dir, 'sidebars.js')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics[0]).toMatchObject({ file: join(dir, 'sidebars.js'), line: 2 });
  });

  it('runs a module that imports only packages with its types erased, and leaves no temporary file', async () => {
    const file = join(dir, 'quire.config.ts');
    await writeFile(file, "import { join } from 'node:path';\ntype Title = string;\nconst title: Title = join('a', 'b');\nexport default { title } satisfies { title: Title };\n");
    const module = await loadTsModule(file);
    expect(module.default).toEqual({ title: join('a', 'b') });
    expect(await readdir(dir)).toEqual(['quire.config.ts']);
  });

  it('turns a syntax error into a QuireError naming file:line:column, and leaves no temporary file', async () => {
    const file = join(dir, 'quire.config.ts');
    await writeFile(file, "export default {\n  title: 'Docs',\n  url: 'https://example.com'\n  baseUrl: '/',\n};\n");
    const error = await loadTsModule(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    const [d] = (error as QuireError).diagnostics;
    expect(d).toMatchObject({ severity: 'error', file, line: 4, column: 3, message: 'Expected "}" but found "baseUrl".', hint: expect.stringContaining('a missing comma') });
    expect((error as QuireError).message).toMatch(`${file}:4:3 Expected "}" but found "baseUrl". Fix the syntax at that spot`);
    expect(await readdir(dir)).toEqual(['quire.config.ts']);
  });

  it('reports an error thrown while the module runs, and still deletes the temporary file', async () => {
    const file = join(dir, 'sidebars.ts');
    await writeFile(file, "throw new Error('boom');\nexport default {};\n");
    await expect(loadTsModule(file)).rejects.toThrow(/Running sidebars\.ts failed: boom/);
    expect(await readdir(dir)).toEqual(['sidebars.ts']);
  });

  it('points aliased imports at the given file', async () => {
    await writeFile(join(dir, 'real.mjs'), 'export const who = "alias";\n');
    await writeFile(join(dir, 'entry.ts'), "import { who } from 'some-package';\nexport default who;\n");
    const module = await loadTsModule(join(dir, 'entry.ts'), { aliases: { 'some-package': join(dir, 'real.mjs') } });
    expect(module.default).toBe('alias');
  });

  it('removes compiled copies left by a killed build, but not those of a build still running', async () => {
    const file = join(dir, 'quire.config.ts');
    await writeFile(file, 'export default 1;\n');
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
    const abandoned = `.quire.config.ts.quire-${deadPid}-0badf00d.mjs`;
    // The test runner's parent: a live process other than this one.
    const running = `.quire.config.ts.quire-${process.ppid}-1c0ffee1.mjs`;
    await writeFile(join(dir, abandoned), 'export default 0;\n');
    await writeFile(join(dir, running), 'export default 0;\n');
    expect((await loadTsModule(file)).default).toBe(1);
    expect((await readdir(dir)).sort()).toEqual([running, 'quire.config.ts'].sort());
  });
});
