import type { ResolvedTheme } from '../theme/resolve-theme.js';

/** The statements an entry module starts with, and the expression of the component map they make. */
export interface ThemeEntryCode {
  /** `import` statements: the theme's stylesheet then the site's (`customCss`), the theme, each replacement. */
  imports: string[];
  /** A JavaScript expression: the theme's map with the site's replacements (config `components`) spread over it. */
  components: string;
}

const json = (value: unknown) => JSON.stringify(value);

/**
 * What every bundle of a theme (the build's client and server renderer,
 * `quire dev`'s client) imports to get the site's component map: the
 * theme's, with the entries the config replaces taken from the site's own
 * files, so esbuild compiles those into the bundle like any theme module.
 * A replacement is its module's default export, else its export named after
 * the entry; a module with neither fails when the bundle is loaded, naming
 * the file.
 *
 * @param themeMap How the theme's map is read: `named` imports `components`
 * (the browser), `namespace` reads it off the module so that a theme
 * without one is reported in words by `loadRenderer` (the server).
 */
export function themeEntryCode(theme: ResolvedTheme, themeMap: 'named' | 'namespace'): ThemeEntryCode {
  const imports = [`import ${json(theme.styles)};`];
  // After the theme's stylesheet: esbuild keeps CSS in import order, so the site's rules come later and win ties.
  for (const file of theme.overrides?.customCss ?? []) imports.push(`import ${json(file)};`);
  imports.push(
    themeMap === 'named' ? `import { components as themeComponents } from ${json(theme.entry)};` : `import * as themeModule from ${json(theme.entry)};`,
  );
  const base = themeMap === 'named' ? 'themeComponents' : 'themeModule.components';
  const replaced = Object.entries(theme.overrides?.components ?? {});
  if (replaced.length === 0) return { imports, components: base };
  const entries = replaced.map(([name, file], index) => {
    imports.push(`import * as override${index} from ${json(file)};`);
    return `${json(name)}: quireOverride(override${index}, ${json(name)}, ${json(file)})`;
  });
  imports.push(
    'function quireOverride(module, name, file) {',
    '  const component = module.default ?? module[name];',
    "  if (typeof component === 'function' || (typeof component === 'object' && component !== null)) return component;",
    '  throw new Error("Quire: " + file + " (config components." + name + ") has no default export and no export named " + name + "; export the component.");',
    '}',
  );
  return { imports, components: `${base} && { ...${base}, ${entries.join(', ')} }` };
}
