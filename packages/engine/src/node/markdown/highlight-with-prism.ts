import type { Element, ElementContent, Text } from 'hast';
import { refractor } from 'refractor/core';

/** A token of Prism's token stream (refractor's Prism, whose types the package leaves out). */
interface PrismToken {
  type: string;
  content: PrismContent;
  alias?: string | string[];
}
type PrismContent = string | PrismToken | Array<string | PrismToken>;

/** What a `wrap` hook gets, as refractor makes it. */
interface WrapEnv {
  attributes: Record<string, string>;
  classes: unknown[];
  content: ElementContent | ElementContent[];
  language: string;
  tag: string;
  type: string;
}

/** The parts of refractor's Prism that `refractor.highlight` runs. */
interface Prism {
  languages: Record<string, unknown>;
  hooks: { all: Record<string, unknown[] | undefined>; run(name: string, env: object): void };
  tokenize(code: string, grammar: unknown): Array<string | PrismToken>;
}

const prism = refractor as unknown as Prism;

/** A token `refractor.highlight` would make with something other than a plain `<span class>`. */
const UNUSUAL = Symbol('unusual token');

/**
 * What `refractor.highlight(code, language).children` gives, made without
 * its element factory: refractor builds each token's `<span>` with
 * hastscript from a selector string (`span.token.keyword`), and parsing
 * those selectors was a fifth of highlighting in the benchmark corpus.
 *
 * The same Prism steps run (hooks before and after tokenizing, the `wrap`
 * hook on each token); a token that a hook gives another tag or
 * attributes (an HTML entity's `title`), or classes a selector would read
 * otherwise, sends the whole block to `refractor.highlight`, so the result
 * never differs from it.
 */
export function highlightWithPrism(code: string, language: string): ElementContent[] {
  const grammar = Object.hasOwn(prism.languages, language) ? prism.languages[language] : undefined;
  // refractor's own errors for an unknown language or a missing grammar.
  if (!grammar) return refractor.highlight(code, language).children as ElementContent[];
  const env: { code: string; grammar: unknown; language: string; tokens?: Array<string | PrismToken> } = { code, grammar, language };
  prism.hooks.run('before-tokenize', env);
  if (!env.grammar) return refractor.highlight(code, language).children as ElementContent[];
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  const wrapHooks = (prism.hooks.all.wrap?.length ?? 0) > 0;
  try {
    return toNodes(env.tokens, env.language, wrapHooks);
  } catch (error) {
    if (error !== UNUSUAL) throw error;
    return refractor.highlight(code, language).children as ElementContent[];
  }
}

/** refractor's `stringify` of a token stream: empty strings left out. */
function toNodes(stream: Array<string | PrismToken>, language: string, wrapHooks: boolean): ElementContent[] {
  const out: ElementContent[] = [];
  for (const item of stream) {
    if (item === null || item === undefined || item === '') continue;
    out.push(typeof item === 'string' ? text(item) : toElement(item, language, wrapHooks));
  }
  return out;
}

function text(value: string): Text {
  return { type: 'text', value };
}

function toElement(token: PrismToken, language: string, wrapHooks: boolean): Element {
  const { content: raw } = token;
  const content = typeof raw === 'string' ? text(raw) : Array.isArray(raw) ? toNodes(raw, language, wrapHooks) : toElement(raw, language, wrapHooks);
  const classes: unknown[] = ['token', token.type];
  if (token.alias) classes.push(...(typeof token.alias === 'string' ? [token.alias] : token.alias));
  if (wrapHooks) {
    const env: WrapEnv = { attributes: {}, classes, content, language, tag: 'span', type: token.type };
    prism.hooks.run('wrap', env);
    if (env.tag !== 'span' || Object.keys(env.attributes).length > 0) throw UNUSUAL;
    return element(env.classes, env.content);
  }
  return element(classes, content);
}

/** The element hastscript makes from `span.<classes joined by dots>` and the content. */
function element(classes: unknown[], content: ElementContent | ElementContent[]): Element {
  const className: string[] = [];
  for (const name of classes) {
    // A dot or `#` would split or become an id in a selector, an empty name vanish.
    if (typeof name !== 'string' || name === '' || name.includes('.') || name.includes('#')) throw UNUSUAL;
    className.push(name);
  }
  return { type: 'element', tagName: 'span', properties: { className }, children: Array.isArray(content) ? content : [content] };
}
