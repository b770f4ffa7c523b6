import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHash } from './content-security-policy.js';

/** The policy as a map of directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d) => { const [name, ...sources] = d.split(' '); return [name!, sources]; }));
}

describe('scriptHash', () => {
  it('hashes the exact script text as browsers do', () => {
    // The example MDN gives for CSP hashes.
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    // Whitespace counts: a hash of the trimmed text would not match the element.
    expect(scriptHash(" alert('Hello, world.');")).not.toBe(scriptHash("alert('Hello, world.');"));
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the hashed inline scripts only', () => {
    const policy = directives(contentSecurityPolicy({ inlineScripts: ['a()', 'b()', 'a()'], analytics: false }));
    expect(policy.get('script-src')).toEqual(["'self'", scriptHash('a()'), scriptHash('b()')]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    const text = contentSecurityPolicy({ inlineScripts: ['a()'], analytics: false });
    expect(text).not.toContain('unsafe-eval');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(text).not.toContain('google');
  });

  it('adds the analytics origins only when analytics is on', () => {
    const policy = directives(contentSecurityPolicy({ inlineScripts: [], analytics: true }));
    // gtag.js comes from www.googletagmanager.com, which the wildcard covers.
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('is one header line', () => {
    expect(contentSecurityPolicy({ inlineScripts: ['x\n'], analytics: true })).not.toMatch(/[\r\n]/);
  });
});
