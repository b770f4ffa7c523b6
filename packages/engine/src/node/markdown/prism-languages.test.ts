import { refractor } from 'refractor/core';
import { describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { highlightCode } from './highlight-code.js';
import { loadPrismLanguages, prismLanguageNames } from './prism-languages.js';

describe('registerDefaultLanguages', () => {
  // First in the file: the registry is the thread's.
  it('is not done by loading the module, but before any name is given out', () => {
    expect(refractor.registered('typescript')).toBe(false);
    prismLanguageNames([]);
    expect(refractor.registered('typescript')).toBe(true);
  });
});

describe('prism languages', () => {
  it('highlights the default set with its aliases, and nothing else', () => {
    const names = prismLanguageNames([]);
    for (const name of ['ts', 'typescript', 'js', 'javascript', 'jsx', 'tsx', 'sh', 'bash', 'shell', 'json', 'diff', 'yaml', 'css', 'html']) {
      expect(names).toContain(name);
    }
    expect(names).not.toContain('python');
  });

  it('loads an additional language with its aliases', async () => {
    await loadPrismLanguages(['python']);
    const names = prismLanguageNames(['python']);
    expect(names).toContain('python');
    expect(names).toContain('py');
    expect(highlightCode('def f(): pass', 'py')[0]).toMatchObject({ properties: { className: ['keyword'] } });
    // Another build without it does not highlight it, although refractor keeps the grammar.
    expect(prismLanguageNames([])).not.toContain('python');
  });

  it('fails on a language Prism does not know, naming the config entry and a suggestion', async () => {
    const error = await loadPrismLanguages(['diff', 'pyhton', '../x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuireError);
    expect((error as QuireError).diagnostics).toEqual([
      { severity: 'error', message: 'prism.additionalLanguages[1] is "pyhton", which is not a Prism language.', hint: 'Did you mean "python"?' },
      {
        severity: 'error',
        message: 'prism.additionalLanguages[2] is "../x", which is not a Prism language.',
        hint: 'Use a grammar name from https://prismjs.com/#supported-languages (the name, not an alias), such as "python".',
      },
    ]);
  });
});

