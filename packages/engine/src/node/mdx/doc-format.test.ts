import { describe, expect, it } from 'vitest';
import { docFormat, looksLikeMdx } from './doc-format.js';

describe('docFormat', () => {
  it('reads .mdx as MDX and plain .md as markdown by default', () => {
    expect(docFormat('/d/a.mdx', '# Hi')).toBe('mdx');
    expect(docFormat('/d/a.md', '# Hi\n\n<div>html</div>')).toBe('md');
  });

  it('takes a .md file with imports or components for MDX', () => {
    expect(docFormat('/d/a.md', "import Tabs from '@theme/Tabs';\n\n# Hi")).toBe('mdx');
    expect(docFormat('/d/a.md', '# Hi\n\n<Tabs>\n</Tabs>')).toBe('mdx');
    expect(docFormat('/d/a.md', 'export const x = 1\n')).toBe('mdx');
  });

  it('follows the config, and the front matter over the config', () => {
    expect(docFormat('/d/a.md', '# Hi', 'mdx')).toBe('mdx');
    expect(docFormat('/d/a.mdx', '# Hi', 'md')).toBe('md');
    expect(docFormat('/d/a.md', '# Hi', 'mdx', 'md')).toBe('md');
    expect(docFormat('/d/a.md', '# Hi', 'md', 'detect')).toBe('md');
    expect(docFormat('/d/a.mdx', '# Hi', 'md', 'detect')).toBe('mdx');
  });
});

describe('looksLikeMdx', () => {
  it('ignores imports and components inside fenced code and inline code', () => {
    expect(looksLikeMdx("```js\nimport x from 'y'\n<App />\n```\n")).toBe(false);
    expect(looksLikeMdx('~~~~\n<Tabs>\n~~~\nstill code\n~~~~\ntext')).toBe(false);
    expect(looksLikeMdx('Write `<Provider store={store}>` around it.')).toBe(false);
  });

  it('ignores lowercase HTML and prose mentioning import', () => {
    expect(looksLikeMdx('<details><summary>x</summary></details>\n\nTo import a module, …')).toBe(false);
    expect(looksLikeMdx('a < b and c > d')).toBe(false);
  });

  it('finds a component after a closed fence, and a fragment', () => {
    expect(looksLikeMdx('```\ncode\n```\n\n<Note />')).toBe(true);
    expect(looksLikeMdx('<>\nhi\n</>')).toBe(true);
  });
});
