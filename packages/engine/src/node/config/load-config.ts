/**
 * The **config** phase: find the site's `quire.config.ts`, run it, validate it
 * against the one schema, make its paths absolute, and load the sidebars
 * module it names (or the default `sidebars.ts`).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { describeFsError, fsErrorFix } from '../describe-fs-error.js';
import { QuireError } from '../diagnostic.js';
import { baseUrlSchema, configSchema } from './config-schema.js';
import { formatConfigIssues } from './format-config-issues.js';
import { findKeyInSource } from '../locate-in-source.js';
import { loadTsModule } from './load-ts-module.js';
import type { ResolvedConfig } from './resolved-config.js';
import type { SidebarsConfig } from './sidebars-config.js';
import { parseSidebarsJson } from './sidebars-json.js';
import { sidebarsSchema } from './sidebars-schema.js';

/** Config file names looked for in the site folder, in this order. */
export const CONFIG_FILE_NAMES = ['quire.config.ts', 'quire.config.mts', 'quire.config.js', 'quire.config.mjs'];
/** Sidebars file names used when the config names none, in this order. */
export const DEFAULT_SIDEBARS_FILE_NAMES = ['sidebars.ts', 'sidebars.mts', 'sidebars.js', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** The validated configuration, with the sources it came from (kept for diagnostics with line and column). */
export interface LoadedConfig {
  config: ResolvedConfig;
  /** Absolute path of the config file. */
  configFile: string;
  /** Text of the config file. */
  configSource: string;
  /** The validated sidebars, when the site has a sidebars module. */
  sidebars?: SidebarsConfig;
  /** Absolute path of the sidebars module, when there is one. */
  sidebarsFile?: string;
  /** Text of the sidebars module, when there is one. */
  sidebarsSource?: string;
}

/** Settings that win over the config file, typically from CLI flags. */
export interface ConfigOverrides {
  /** Output folder, relative to the current directory. */
  outDir?: string;
  /** Base URL, normalized like the config's. */
  baseUrl?: string;
}

/**
 * Load and validate the configuration of the site in `siteDir`. Throws a
 * `QuireError` listing every problem (with `file:line:column` where it can be
 * found) when the folder, the config or the sidebars are missing or invalid.
 */
export async function loadConfig(siteDir: string, overrides: ConfigOverrides = {}): Promise<LoadedConfig> {
  const root = resolve(siteDir);
  await assertSiteFolder(root);
  const configFile = await firstExisting(root, CONFIG_FILE_NAMES);
  if (!configFile) {
    throw new QuireError({
      severity: 'error',
      message: `No quire.config.ts in ${root}.`,
      hint: "Create it with: export default defineConfig({ title: 'My docs', url: 'https://example.com' }) (defineConfig comes from '@quire/engine').",
    });
  }
  const configSource = await readSource(configFile);
  const raw = await defaultExport(configFile);
  const config = validate(configSchema, raw, configFile, configSource, 'the config');

  if (overrides.baseUrl !== undefined) {
    const parsed = baseUrlSchema.safeParse(overrides.baseUrl);
    if (!parsed.success) {
      throw new QuireError({ severity: 'error', message: `Invalid base URL override ${JSON.stringify(overrides.baseUrl)}: ${parsed.error.issues[0]?.message}.` });
    }
    config.baseUrl = parsed.data;
  }
  config.docsDir = resolve(root, config.docsDir);
  config.staticDir = resolve(root, config.staticDir);
  config.cacheDir = resolve(root, config.cacheDir);
  // A flag is typed relative to where the command runs; the config file, relative to itself.
  config.outDir = overrides.outDir !== undefined ? resolve(overrides.outDir) : resolve(root, config.outDir);

  const sidebarsFile = await findSidebarsFile(root, config.sidebarsPath, configFile, configSource);
  config.sidebarsPath = sidebarsFile;
  const loaded: LoadedConfig = { config, configFile, configSource };
  if (sidebarsFile) {
    const sidebarsSource = await readSource(sidebarsFile);
    // A JSON sidebars file (Docusaurus reads `sidebars.json` too) is data, not a module to run.
    const raw = extname(sidebarsFile) === '.json' ? parseSidebarsJson(sidebarsFile, sidebarsSource) : await defaultExport(sidebarsFile);
    const sidebars = validate(sidebarsSchema, raw, sidebarsFile, sidebarsSource, 'the sidebars');
    Object.assign(loaded, { sidebars, sidebarsFile, sidebarsSource });
  }
  return loaded;
}

/** The sidebars module: the one the config names (which must exist), else a default one if present. */
async function findSidebarsFile(
  root: string,
  configured: string | undefined,
  configFile: string,
  configSource: string,
): Promise<string | undefined> {
  if (configured === undefined) return firstExisting(root, DEFAULT_SIDEBARS_FILE_NAMES);
  const file = resolve(root, configured);
  if (await isFile(file)) return file;
  throw new QuireError({
    severity: 'error',
    file: configFile,
    ...(findKeyInSource(configSource, 'sidebars') ?? findKeyInSource(configSource, 'sidebarPath')),
    message: `The sidebars file ${file} does not exist.`,
    hint: 'Fix the `sidebars` path (relative to the site folder), or remove it to generate one sidebar from the docs folder.',
  });
}

function validate<S extends z.ZodType>(schema: S, raw: unknown, file: string, source: string, rootName: string): z.output<S> {
  // Without zod's compiled fast path: a schema checked once per build spends more compiling it than it saves
  // (config: 7.2 -> 3.4 ms, same result and issues).
  const result = schema.safeParse(raw, { reportInput: true, jitless: true });
  if (result.success) return result.data;
  throw new QuireError(formatConfigIssues(result.error.issues, { schema, input: raw, file, source, rootName }));
}

async function defaultExport(file: string): Promise<unknown> {
  const module = await loadTsModule(file, { aliases: { '@quire/engine': engineEntry() } });
  if (module.default === undefined) {
    throw new QuireError({
      severity: 'error',
      file,
      message: `${basename(file)} has no default export.`,
      hint: basename(file).startsWith('quire.config')
        ? 'End it with: export default defineConfig({ ... })'
        : 'End it with: export default sidebars',
    });
  }
  return module.default;
}

/**
 * The engine as a config sees it (`config-api`, the config-facing part of
 * its public entry). A config's `import { defineConfig } from
 * '@quire/engine'` is pointed here so it gets the very engine that loads it:
 * one instance, one version, and it works when running from source (tests),
 * where the package's `dist` entry may not be built yet.
 */
function engineEntry(): string {
  // Bundled, every module of the engine is one file beside the entry: the bundle step names it here.
  const bundledEntry = (import.meta as ImportMeta & { quireEngineEntry?: string }).quireEngineEntry;
  if (bundledEntry) return fileURLToPath(new URL(bundledEntry, import.meta.url));
  const self = fileURLToPath(import.meta.url);
  return join(self, '..', `config-api${extname(self)}`);
}

/** The site folder must exist, be a folder, and be readable, or nothing else can be found in it. */
async function assertSiteFolder(root: string): Promise<void> {
  const hint = 'Pass the folder that holds quire.config.ts, or run Quire from inside it.';
  const info = await stat(root).catch(() => undefined);
  if (!info) throw new QuireError({ severity: 'error', message: `The site folder ${root} does not exist.`, hint });
  if (!info.isDirectory()) throw new QuireError({ severity: 'error', message: `The site folder ${root} is a file, not a folder.`, hint });
  await readdir(root).catch((error: unknown) => {
    throw new QuireError({
      severity: 'error',
      message: `Cannot read the site folder ${root}: ${describeFsError(error)}.`,
      hint: fsErrorFix(error, root),
    });
  });
}

/** The text of a config or sidebars module, or an error naming it and how to make it readable. */
async function readSource(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new QuireError({
      severity: 'error',
      file,
      message: `Cannot read ${basename(file)}: ${describeFsError(error)}.`,
      hint: fsErrorFix(error, file),
    });
  }
}

async function firstExisting(dir: string, names: readonly string[]): Promise<string | undefined> {
  for (const name of names) {
    const file = join(dir, name);
    if (await isFile(file)) return file;
  }
  return undefined;
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}
