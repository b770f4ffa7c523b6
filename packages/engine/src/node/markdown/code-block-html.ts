import type { ElementContent } from 'hast';

/**
 * The inside of a code block as HTML, when it holds only what the build's
 * highlighting makes: text, and `<span>`s whose one property is a list of
 * class names (Prism's tokens, `code-line` spans). Anything else, such as
 * a link or a style a rehype plugin put there, gives `undefined`, and the
 * block ships as elements like the rest of the page.
 *
 * Why: a code block's tokens are half the elements of a typical page, and
 * each would otherwise be an element of its own in every later step: the
 * transforms' walks, the route chunk, React on the server and in the
 * browser. As one string the page writes it as it is, and the browser
 * sets it as the `<code>` element's markup.
 *
 * Safe to hand to `innerHTML`: text is escaped, class names are quoted and
 * escaped (as React escapes both), and no other attribute or tag can get in.
 */
export function codeBlockHtml(children: readonly ElementContent[]): string | undefined {
  const out: string[] = [];
  return append(out, children) ? out.join('') : undefined;
}

function append(out: string[], nodes: readonly ElementContent[]): boolean {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(escapeHtml(node.value));
      continue;
    }
    if (node.type !== 'element' || node.tagName !== 'span') return false;
    const classes = classList(node.properties);
    if (classes === undefined) return false;
    out.push(classes === '' ? '<span>' : `<span class="${escapeHtml(classes)}">`);
    if (!append(out, node.children)) return false;
    out.push('</span>');
  }
  return true;
}

/** The class names, space-separated, if `className` (a list of strings) is the only property; else `undefined`. */
function classList(properties: Record<string, unknown>): string | undefined {
  let classes = '';
  for (const key in properties) {
    const value = properties[key];
    if (key !== 'className' || !Array.isArray(value)) return undefined;
    for (let i = 0; i < value.length; i++) {
      if (typeof value[i] !== 'string') return undefined;
      classes += (i === 0 ? '' : ' ') + value[i];
    }
  }
  return classes;
}

/** The escapes React writes in server HTML, so a block's markup reads as it did when React wrote its tokens. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const toEntity = (char: string) => ENTITIES[char]!;

// Most tokens have nothing to escape: a test (without /g, which would keep a position between calls) skips making a new string.
function escapeHtml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, toEntity) : text;
}
