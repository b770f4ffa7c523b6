import { describe, expect, it } from 'vitest';
import { locateStringLiteral } from './locate-in-source.js';

describe('locateStringLiteral', () => {
  const source = "export default {\n  items: [\n    { to: '/tutorials/overview' },\n    { to: \"/api/x\" },\n  ],\n};\n";
  it('finds single- and double-quoted literals, 1-based', () => {
    expect(locateStringLiteral(source, '/tutorials/overview')).toEqual({ line: 3, column: 11 });
    expect(locateStringLiteral(source, '/api/x')).toEqual({ line: 4, column: 11 });
  });
  it('does not match a literal that only contains the value', () => {
    expect(locateStringLiteral(source, '/tutorials')).toBeUndefined();
  });
});
