import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '../diagnostic.js';
import { QuireError } from '../diagnostic.js';
import { findKeyInSource, findStringInSource, locateInSource, type SourcePosition } from '../locate-in-source.js';
import type { ResolvedConfig } from '../config/resolved-config.js';
import { THEME_COMPONENT_NAMES, type ThemeComponentName } from './theme-component-names.js';

/** What a site layers over its theme from its config, as absolute paths of files that exist. */
export interface SiteOverrides {
  /** Replaced entries of the component map: module path by entry name, in `THEME_COMPONENT_NAMES` order. */
  components: Partial<Record<ThemeComponentName, string>>;
  /** Stylesheets bundled after the theme's, in config order. */
  customCss: string[];
}

/** The config keys {@link siteOverrides} reads. */
export type OverrideConfig = Pick<ResolvedConfig, 'components' | 'customCss'>;

/** Config file names, as `load-config.ts` looks for them: read only to place an error. */
const CONFIG_FILE_NAMES = ['quire.config.ts', 'quire.config.mts', 'quire.config.js', 'quire.config.mjs'];

/**
 * The config's `components` and `customCss` resolved against the site
 * folder. Throws one diagnostic per missing file, at the line and column
 * where the config names it, rather than letting esbuild fail later on
 * an import the author never wrote.
 */
export function siteOverrides(siteDir: string, config: OverrideConfig): SiteOverrides {
  const problems: Diagnostic[] = [];
  const components: SiteOverrides['components'] = {};
  for (const name of THEME_COMPONENT_NAMES) {
    const path = config.components[name];
    if (path === undefined) continue;
    const file = resolve(siteDir, path);
    if (isFile(file)) components[name] = file;
    else {
      problems.push({
        severity: 'error',
        message: `The component file ${file} for \`components.${name}\` does not exist.`,
        hint: `Fix the path (relative to the site folder ${siteDir}), or remove \`${name}\` to keep the theme's.`,
        ...place(siteDir, (source) => locateInSource(source, ['components', name], 'value') ?? findKeyInSource(source, name)),
      });
    }
  }
  const customCss: string[] = [];
  config.customCss.forEach((path, index) => {
    const file = resolve(siteDir, path);
    if (isFile(file)) customCss.push(file);
    else {
      problems.push({
        severity: 'error',
        message: `The stylesheet ${file} in \`customCss\` does not exist.`,
        hint: `Fix the path (relative to the site folder ${siteDir}), or remove it from \`customCss\`.`,
        ...place(siteDir, (source) => locateInSource(source, ['customCss', index], 'value') ?? findStringInSource(source, path)),
      });
    }
  });
  if (problems.length > 0) throw new QuireError(problems);
  return { components, customCss };
}

/** Whether the site overrides anything: then no theme-only prebuilt bundle fits it. */
export function hasOverrides(overrides: SiteOverrides | undefined): boolean {
  return overrides !== undefined && (Object.keys(overrides.components).length > 0 || overrides.customCss.length > 0);
}

/** The config file and where `find` locates the value in it; nothing when either cannot be found. */
function place(siteDir: string, find: (source: string) => SourcePosition | undefined): Partial<Diagnostic> {
  for (const name of CONFIG_FILE_NAMES) {
    const file = join(siteDir, name);
    let source: string;
    try {
      source = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    return { file, ...find(source) };
  }
  return {};
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
}
