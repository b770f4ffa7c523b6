import { describe, expect, it } from 'vitest';
import { jsonLiteral } from './json-literal.js';

describe('jsonLiteral', () => {
  it('evaluates to the JSON text, whatever its strings hold', () => {
    const json = JSON.stringify({ q: `it's "quoted" \\ back\\slash \n line \u2028 \u2029 </script> é 🙂` });
    // eslint-disable-next-line no-new-func -- the literal is checked as JavaScript reads it
    expect(new Function(`return ${jsonLiteral(json)};`)()).toBe(json);
  });

  it('escapes nothing in a text without backslashes or single quotes', () => {
    const json = JSON.stringify({ a: ['b', 1, null] });
    expect(jsonLiteral(json)).toBe(`'${json}'`);
  });
});
