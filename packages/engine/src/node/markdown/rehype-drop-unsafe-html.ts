import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

/**
 * Elements dropped with their content, and why each is unsafe in a doc:
 * they run code, or change every page of the site rather than the text
 * they sit in.
 */
const DROPPED_ELEMENTS: Record<string, string> = {
  script: 'runs code in every reader’s browser',
  // A stylesheet in a doc restyles the whole site (and can read attributes through selectors).
  style: 'restyles the whole site',
  link: 'loads a stylesheet or resource into the whole site',
  meta: 'can redirect or change how the page loads',
  base: 'changes where every link of the page points',
  object: 'embeds a plugin that can run code',
  embed: 'embeds a plugin that can run code',
  frame: 'embeds a page outside of an iframe',
  frameset: 'replaces the page with frames',
};

/** Dropped elements that style rather than script, whose fix is the site's CSS. */
const STYLE_ELEMENTS = new Set(['style', 'link']);

/**
 * Properties (HAST names) whose value is a URL that the browser follows or
 * loads, and so could be a `javascript:` URL that runs when clicked or loaded.
 */
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'poster', 'cite', 'background', 'data', 'xLinkHref'];

/** `javascript:` and `vbscript:` once the browser has ignored blanks and control characters in the scheme. */
const SCRIPT_URL = /^(javascript|vbscript):/i;

/** Properties that are fine on their own but hold HTML that runs scripts. */
const DROPPED_PROPERTIES: Record<string, string> = {
  srcDoc: 'holds HTML that runs scripts',
};

/**
 * Rehype plugin: removes what would run code from a doc, now that raw HTML
 * in markdown renders (rehype-raw): `<script>` and the other
 * {@link DROPPED_ELEMENTS} with their content, inline event handlers (`on*`
 * attributes), `srcdoc`, and `javascript:`/`vbscript:` URLs, also in
 * markdown links (`[x](javascript:…)`). Each removal is a warning
 * (`unsafe-html`) at the element, naming what was dropped; the rest of the
 * element stays.
 *
 * Authors are trusted with layout (tables, `<details>`, iframes, inline
 * `style`), not with scripts: docs are often edited by many hands and shown
 * under the site's origin. A site that needs a script adds it to its theme.
 */
export function rehypeDropUnsafeHtml() {
  return (tree: Root, file: VFile): undefined => {
    const warn = (node: Element, what: string, why: string) => {
      const message = file.message(`Dropped ${what}: it ${why}.`, node);
      message.ruleId = 'unsafe-html';
      message.note = STYLE_ELEMENTS.has(node.tagName) && what.startsWith('<')
        ? 'Put styles in the site’s stylesheet, or a `style` attribute for one element.'
        : 'Docs may hold HTML for layout but not scripts; put behaviour in a theme component.';
    };
    const walk = (parent: Root | Element): void => {
      parent.children = parent.children.filter((child) => {
        if (child.type !== 'element') return true;
        const why = DROPPED_ELEMENTS[child.tagName];
        if (why !== undefined) {
          warn(child, `<${child.tagName}>`, why);
          return false;
        }
        dropUnsafeProperties(child, warn);
        walk(child);
        return true;
      });
    };
    walk(tree);
  };
}

function dropUnsafeProperties(node: Element, warn: (node: Element, what: string, why: string) => void): void {
  for (const [name, value] of Object.entries(node.properties)) {
    if (/^on/i.test(name)) {
      warn(node, `the ${name.toLowerCase()} attribute of <${node.tagName}>`, 'runs code when the event fires');
      delete node.properties[name];
    } else if (DROPPED_PROPERTIES[name] !== undefined) {
      warn(node, `the ${name.toLowerCase()} attribute of <${node.tagName}>`, DROPPED_PROPERTIES[name]);
      delete node.properties[name];
    } else if (URL_PROPERTIES.includes(name) && scriptUrlScheme(value)) {
      warn(node, `the ${scriptUrlScheme(value)}: URL in ${name.toLowerCase()} of <${node.tagName}>`, 'runs code when followed');
      delete node.properties[name];
    }
  }
}

/** `javascript` or `vbscript` when the URL has that scheme, else undefined. */
function scriptUrlScheme(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Browsers skip control characters and blanks inside a scheme (`java\tscript:`), so the check does too.
  const match = SCRIPT_URL.exec(value.replace(/[\u0000-\u0020]/g, ''));
  return match?.[1]?.toLowerCase();
}
