import { describe, expect, it } from 'vitest';
import { jsxLinkLiterals } from './jsx-link-literals.js';

describe('jsxLinkLiterals', () => {
  it('finds site links in to and href props, in every literal form, at their places', () => {
    const source = [
      'export default function Page() {',
      '  return (',
      '    <Layout>',
      '      <Link to="/guides/tabs">Tabs</Link> <a href=\'/api#x\'>API</a>',
      "      <Link to={'/errors'} /> <Link to={`/about`} />",
      '      <a href="https://example.org">out</a> <Link to={dynamic} /> <Link to={`/x/${id}`} />',
      '    </Layout>',
      '  );',
      '}',
    ].join('\n');
    expect(jsxLinkLiterals(source)).toEqual([
      { href: '/guides/tabs', line: 4, column: 13 },
      { href: '/api#x', line: 4, column: 46 },
      { href: '/errors', line: 5, column: 13 },
      { href: '/about', line: 5, column: 37 },
    ]);
  });

  it('skips links in comments', () => {
    expect(jsxLinkLiterals('// <Link to="/old" />\n/* <a href="/gone"> */\nconst u = "https://x.org"; <Link to="/kept" />')).toEqual([{ href: '/kept', line: 3, column: 34 }]);
  });
});
