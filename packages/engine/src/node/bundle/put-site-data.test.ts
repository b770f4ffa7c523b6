import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../shared/types.js';
import type { BundleOutput } from './bundle-output.js';
import { SITE_DATA_PLACEHOLDER } from './prebuilt-manifest.js';
import { putSiteData, siteDataCode } from './put-site-data.js';

const site = { title: 'Docs "quoted" </script>', baseUrl: '/', colorMode: { defaultMode: 'dark' } } as unknown as SiteData;
const bytes = (text: string) => Buffer.from(text, 'utf8');

/** A bundle of a client entry (`entry` its text) and one chunk (`chunk` its text). */
function bundle(entry: string, chunk = 'export const x=1;'): BundleOutput {
  return {
    clientScript: 'assets/quire-client-AAAAAAAA.js',
    clientDeps: ['assets/chunks/chunk-BBBBBBBB.js'],
    stylesheets: [],
    files: [
      { path: 'assets/quire-client-AAAAAAAA.js', contents: bytes(entry) },
      { path: 'assets/chunks/chunk-BBBBBBBB.js', contents: bytes(chunk) },
    ],
    serverModule: '',
    bytes: 0,
    inputs: [],
  };
}

const entryText = (out: BundleOutput) => Buffer.from(out.files.find((file) => file.path === out.clientScript)!.contents).toString('utf8');

describe('putSiteData', () => {
  it('puts the site data in place of the placeholder, as an expression that evaluates to it, and renames the entry', () => {
    const out = putSiteData(bundle(`boot({site:${SITE_DATA_PLACEHOLDER},components:c});`), site)!;
    expect(out.clientScript).toMatch(/^assets\/quire-client-[A-Z2-7]{8}\.js$/);
    expect(out.clientScript).not.toBe('assets/quire-client-AAAAAAAA.js');
    const code = entryText(out);
    expect(new Function('boot', 'c', code.replace('boot(', 'return boot('))((arg: unknown) => arg, 1)).toEqual({ site, components: 1 });
    expect(out.files.map((file) => file.path)).toEqual([out.clientScript, 'assets/chunks/chunk-BBBBBBBB.js']);
    expect(out.bytes).toBe(out.files.reduce((n, file) => n + file.contents.byteLength, 0));
    // Other data, another name.
    expect(putSiteData(bundle(`boot({site:${SITE_DATA_PLACEHOLDER}});`), { ...site, title: 'Other' })!.clientScript).not.toBe(out.clientScript);
  });

  it('gives nothing for an entry without the placeholder exactly once, or named by another file when asked to look', () => {
    expect(putSiteData(bundle('boot({});'), site)).toBeUndefined();
    expect(putSiteData(bundle(`f(${SITE_DATA_PLACEHOLDER},${SITE_DATA_PLACEHOLDER});`), site)).toBeUndefined();
    const named = bundle(`f(${SITE_DATA_PLACEHOLDER});`, 'import("../quire-client-AAAAAAAA.js");');
    expect(putSiteData(named, site, { checkReferences: true })).toBeUndefined();
    expect(putSiteData(named, site)).toBeDefined();
  });
});

describe('siteDataCode', () => {
  it('is the JSON, which evaluates to the data, and goes through JSON.parse for a __proto__ key an object literal would not keep', () => {
    expect(siteDataCode(site)).toBe(JSON.stringify(site));
    const odd = JSON.parse('{"title":"x","extra":{"__proto__":{"polluted":true}}}') as SiteData;
    const code = siteDataCode(odd);
    expect(code.startsWith('JSON.parse(')).toBe(true);
    const value = new Function(`return ${code}`)() as { extra: object };
    expect(Object.keys(value.extra)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
