import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markdown from 'refractor/markdown';
import markup from 'refractor/markup';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';
import { QuireError } from '../diagnostic.js';
import { didYouMean } from '../did-you-mean.js';
import { forgetHighlights } from './highlight-code.js';

/**
 * The languages every site highlights, with their aliases: `ts`/`typescript`,
 * `js`/`javascript`, `jsx`, `tsx`, `sh`/`bash`/`shell`, `json`, `diff`,
 * `yaml`/`yml`, `css`, `html` (Prism's `markup`, also `xml`, `svg`), and
 * `md`/`markdown`, since documentation so often shows how to write it.
 */
const DEFAULT_SYNTAXES = [typescript, javascript, jsx, tsx, bash, json, diff, yaml, css, markup, markdown];

// refractor keeps one grammar registry per process (it has no instances).
// Grammars are immutable data, so registering is safe to share between
// builds; which names a build may highlight is decided per build by
// `prismLanguageNames`, so a language one build loaded never leaks into
// the next build's output.
let defaultsRegistered = false;

/**
 * Registers the default grammars in refractor, once per thread, in their
 * fixed order; `loadPrismLanguages` and `prismLanguageNames` call it first, so
 * nothing is highlighted before it. Not done when the module loads: it
 * measured 10-13 ms of CPU (Prism's `insertBefore` walks every grammar
 * registered so far), which a thread that compiles no markdown (the main
 * thread of a build with worker threads) never needs.
 */
export function registerDefaultLanguages(): void {
  if (defaultsRegistered) return;
  defaultsRegistered = true;
  for (const syntax of DEFAULT_SYNTAXES) refractor.register(syntax);
}

/** Prism's grammar names, as refractor's `refractor/<name>` modules. */
function knownGrammars(): string[] {
  const langDir = fileURLToPath(new URL('../lang/', import.meta.resolve('refractor/core')));
  return readdirSync(langDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.slice(0, -3));
}

/**
 * Loads the grammars of the site's `prism.additionalLanguages` (Prism names
 * such as `python` or `docker`) into refractor; await it before
 * `createMarkdownProcessor` in every thread that compiles markdown.
 *
 * An entry refractor does not know fails the build: a misspelt language
 * would otherwise leave every block of it unhighlighted with a warning per
 * block, far from the one line of config to fix.
 *
 * @throws QuireError naming each unknown entry, with a suggestion.
 */
export async function loadPrismLanguages(names: readonly string[]): Promise<void> {
  registerDefaultLanguages();
  const unknown: Array<{ name: string; index: number }> = [];
  await Promise.all(
    names.map(async (name, index) => {
      if (refractor.registered(name)) return;
      // Only a bare grammar name may become a module specifier.
      if (!/^[a-z0-9-]+$/.test(name)) return unknown.push({ name, index });
      try {
        const syntax = (await import(`refractor/${name}`)) as { default: Parameters<typeof refractor.register>[0] };
        refractor.register(syntax.default);
        forgetHighlights();
      } catch {
        unknown.push({ name, index });
      }
    }),
  );
  if (unknown.length === 0) return;
  const grammars = knownGrammars();
  throw new QuireError(
    unknown.sort((a, b) => a.index - b.index).map(({ name, index }) => {
      const suggestion = didYouMean(name, grammars);
      return {
        severity: 'error' as const,
        message: `prism.additionalLanguages[${index}] is "${name}", which is not a Prism language.`,
        hint: suggestion
          ? `Did you mean "${suggestion}"?`
          : 'Use a grammar name from https://prismjs.com/#supported-languages (the name, not an alias), such as "python".',
      };
    }),
  );
}

/**
 * Every language name (and alias) a build highlights: the defaults plus the
 * site's additional languages, which `loadPrismLanguages` must have loaded.
 */
export function prismLanguageNames(additional: readonly string[]): Set<string> {
  registerDefaultLanguages();
  const names = new Set<string>();
  for (const syntax of DEFAULT_SYNTAXES) {
    names.add(syntax.displayName);
    for (const alias of syntax.aliases ?? []) names.add(alias);
  }
  for (const name of additional) {
    const grammar = refractor.languages[name];
    if (!grammar) throw new Error(`Prism language "${name}" is not loaded; await loadPrismLanguages() before building the markdown processor.`);
    // Aliases are registered as the same grammar object under another key.
    for (const [key, value] of Object.entries(refractor.languages)) if (value === grammar) names.add(key);
  }
  return names;
}
