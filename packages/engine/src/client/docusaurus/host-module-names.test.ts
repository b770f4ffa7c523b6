import { describe, expect, it } from 'vitest';
import { DOCUSAURUS_MODULES } from '../../shared/host-modules.js';
import { docusaurusModules } from './docusaurus-modules.js';

describe('the Docusaurus modules page bundles are made against', () => {
  it('are the ones the host provides, with the same named exports', () => {
    const provided = Object.fromEntries(
      Object.entries(docusaurusModules).map(([specifier, module]) => [specifier, Object.keys(module).filter((name) => name !== 'default').sort()]),
    );
    const declared = Object.fromEntries(Object.entries(DOCUSAURUS_MODULES).map(([specifier, names]) => [specifier, [...names].sort()]));
    expect(declared).toEqual(provided);
  });
});
