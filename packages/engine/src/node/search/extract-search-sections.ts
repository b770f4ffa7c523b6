import type { Element, Nodes, Root } from 'hast';
import { headingLevel } from '../markdown/heading-level.js';
import { collapseWhitespace } from './collapse-whitespace.js';
import type { SearchSection } from './search-section.js';

/** Words of JavaScript and TypeScript that say nothing about a code block; everything else that looks like a name is kept. */
const KEYWORDS = new Set(
  ('abstract any as async await boolean break case catch class const constructor continue debugger declare default delete do else ' +
    'enum export extends false finally for from function get if implements import in infer instanceof interface is keyof let module ' +
    'namespace never new null number object of package private protected public readonly require return satisfies set static string ' +
    'super switch symbol this throw true try type typeof undefined unique unknown var void while with yield npm yarn pnpm install add')
    .split(' '),
);

/** At most this many identifiers per section: a long listing should not drown its prose. */
const MAX_IDENTIFIERS = 200;

/** Elements whose text only repeats something or labels a control: the `#` after a heading, a copy button, the TypeScript/JavaScript tab names. */
function isChrome(node: Element): boolean {
  const className = node.properties.className;
  const classes = Array.isArray(className) ? className : [];
  return (
    node.tagName === 'button' ||
    node.properties.role === 'tablist' ||
    classes.includes('quire-heading-anchor') ||
    // GFM footnote references are numbers that mean nothing out of place.
    node.properties.dataFootnoteRef !== undefined
  );
}

/** A code block, as the markdown phase ships it or as a page renders it. */
function isCodeBlock(node: Element): boolean {
  return node.tagName === 'quire-code-block' || node.tagName === 'pre';
}

/** Elements that end a run of words: their text is not glued to the next element's. */
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'tr', 'div', 'blockquote', 'dt', 'dd', 'figcaption', 'summary', 'details', 'section', 'br', 'hr']);

/**
 * Splits a page's HAST (the markdown phase's body, or the rendered
 * `.quire-markdown` element) into the sections search indexes: one per
 * heading that has an id, plus the text above the first heading under the
 * page `title`. Prose is kept as plain text; code blocks contribute only
 * their identifiers (`createSlice`, `fetchBaseQuery`), so a search for an
 * API name finds the examples that use it without indexing every brace.
 * The JavaScript twin of a TypeScript block is skipped: its names are the same.
 */
export function extractSearchSections(tree: Root | Element, title: string): SearchSection[] {
  const sections: SearchSection[] = [];
  let current: { section: SearchSection; parts: string[]; code: Set<string> } = start({ anchor: '', heading: title, depth: 1 });

  function start(head: Pick<SearchSection, 'anchor' | 'heading' | 'depth'>) {
    return { section: { ...head, text: '', code: [] }, parts: [], code: new Set<string>() };
  }
  function finish(): void {
    const text = collapseWhitespace(current.parts.join(''));
    const code = [...current.code].slice(0, MAX_IDENTIFIERS);
    // A heading with nothing under it is still a place to land on.
    if (text || code.length > 0 || current.section.anchor !== '') sections.push({ ...current.section, text, code });
  }

  const walk = (node: Nodes): void => {
    if (node.type === 'text') {
      current.parts.push(node.value);
      return;
    }
    if (node.type !== 'element' && node.type !== 'root') return;
    if (node.type === 'element') {
      if (isChrome(node)) return;
      const level = headingLevel(node);
      if (level > 0) {
        const id = node.properties.id;
        const text = textOf(node);
        // The page's own `#` title is the top section's heading, not a section of its own.
        if (level === 1 || typeof id !== 'string') {
          current.parts.push(' ');
          return;
        }
        finish();
        current = start({ anchor: id, heading: text, depth: level });
        return;
      }
      if (node.tagName === 'quire-code-tabs') {
        // TypeScript first, then its JavaScript twin.
        const first = node.children.find((child) => child.type === 'element');
        if (first) walk(first);
        return;
      }
      if (node.properties.role === 'tabpanel' && node.properties.dataCodeLanguage !== undefined && node.properties.dataCodeLanguage !== 'ts' && node.properties.dataCodeLanguage !== 'tsx') return;
      if (isCodeBlock(node)) {
        for (const name of identifiers(textOf(node))) current.code.add(name);
        return;
      }
    }
    for (const child of node.children) walk(child);
    if (node.type === 'element' && BLOCKS.has(node.tagName)) current.parts.push(' ');
  };
  walk(tree);
  finish();
  return sections;
}

/** The names in a piece of code: identifiers of three characters or more that are not keywords. */
export function identifiers(code: string): string[] {
  const found = new Set<string>();
  for (const [name] of code.matchAll(IDENTIFIER)) if (!KEYWORDS.has(name)) found.add(name);
  return [...found];
}

/** A name in code, three characters or more (see {@link identifiers}). */
const IDENTIFIER = /[A-Za-z_$][\w$]{2,}/g;

/** Plain text of an element, chrome (the heading's `#` link) left out. */
function textOf(node: Element): string {
  let out = '';
  const visit = (n: Nodes) => {
    if (n.type === 'text') out += n.value;
    else if (n.type === 'element' && isChrome(n)) return;
    else if ('children' in n) n.children.forEach(visit);
  };
  visit(node);
  return collapseWhitespace(out);
}
