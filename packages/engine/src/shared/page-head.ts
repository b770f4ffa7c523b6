/**
 * What Docusaurus's `<Head>` adds to a page's `<head>`, as plain data: it
 * crosses from the server renderer to the build inside the rendered markup
 * (see {@link withPageHead}), so that the build cache, which keeps a page's
 * markup, keeps its head tags with it.
 */

/** The elements `<Head>` places in the document's head, as react-helmet does for Docusaurus. */
export type HeadTagName = 'meta' | 'link' | 'script' | 'style' | 'base';

/** One element `<Head>` adds to the document's head: its HTML attributes and, for a script or style, its text. */
export interface HeadTag {
  name: HeadTagName;
  /** HTML attribute names (`class`, `http-equiv`, `charset`), already lower-cased; `''` for a boolean attribute that is set. */
  attributes: Record<string, string>;
  /** A script's or style's text, as written (not escaped). */
  text?: string;
}

/** What one `<Head>` asks for, or all of a page's merged (see {@link mergeHeadEntries}). */
export interface HeadEntry {
  /** The document title, when a `<Head>` has a `<title>`. */
  title?: string;
  tags: HeadTag[];
  /** Attributes of `<html>` (`<html lang="fr" />` in a `<Head>`). */
  htmlAttributes: Record<string, string>;
}

/** Marks the head tags inside a page's rendered markup, and every head tag written from them. */
export const HEAD_ATTRIBUTE = 'data-quire-head';
/**
 * On `<html>`, when `<Head>`s set attributes of it on the server: what the
 * page had before (see {@link HtmlAttributesBefore}), so the browser can
 * put it back when the page goes.
 */
export const HEAD_HTML_ATTRIBUTE = 'data-quire-head-html';

/** What {@link HEAD_HTML_ATTRIBUTE} holds: each attribute's value before (`null`: none), and the classes added. */
export interface HtmlAttributesBefore {
  before: Record<string, string | null>;
  classes: string[];
}
const START = '<!--quire-head ';
const END = '-->';

/**
 * What identifies a tag among the head's, so that a later one replaces an
 * earlier one (and the page's own): a meta tag's `name`, `property`,
 * `http-equiv`, `itemprop` or `charset`, a canonical link, the `<base>`.
 * Other tags (stylesheets, scripts) only add up.
 */
export function headTagKey(tag: HeadTag): string | undefined {
  const a = tag.attributes;
  if (tag.name === 'meta') {
    if (a.charset !== undefined) return 'meta:charset';
    for (const attribute of ['name', 'property', 'http-equiv', 'itemprop']) {
      if (a[attribute] !== undefined) return `meta:${attribute}=${a[attribute]}`;
    }
    return undefined;
  }
  if (tag.name === 'link' && a.rel === 'canonical') return 'link:canonical';
  if (tag.name === 'base') return 'base';
  return undefined;
}

/**
 * Entries in order merged into one, the later winning as in react-helmet
 * (a nested or later `<Head>` overrides an outer or earlier one): the last
 * title, the last tag of each key, the last value of each `<html>` attribute.
 */
export function mergeHeadEntries(entries: Iterable<HeadEntry>): HeadEntry {
  const merged: HeadEntry = { tags: [], htmlAttributes: {} };
  const keyed = new Map<string, number>();
  for (const entry of entries) {
    if (entry.title !== undefined) merged.title = entry.title;
    Object.assign(merged.htmlAttributes, entry.htmlAttributes);
    for (const tag of entry.tags) {
      const key = headTagKey(tag);
      const at = key === undefined ? undefined : keyed.get(key);
      if (at !== undefined) merged.tags[at] = tag;
      else {
        if (key !== undefined) keyed.set(key, merged.tags.length);
        merged.tags.push(tag);
      }
    }
  }
  return merged;
}

/**
 * A page's rendered markup with its head entry in front, in a comment that
 * {@link splitPageHead} takes off again; the markup alone when the entry is
 * empty. The JSON has `<` and `>` escaped, so no value can end the comment.
 */
export function withPageHead(markup: string, head: HeadEntry): string {
  if (head.title === undefined && head.tags.length === 0 && Object.keys(head.htmlAttributes).length === 0) return markup;
  const json = JSON.stringify(head).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return START + json + END + markup;
}

/** The head entry {@link withPageHead} put in front of a page's markup, if any, and the markup without it. */
export function splitPageHead(rendered: string): { head?: HeadEntry; markup: string } {
  if (!rendered.startsWith(START)) return { markup: rendered };
  const end = rendered.indexOf(END, START.length);
  return { head: JSON.parse(rendered.slice(START.length, end)) as HeadEntry, markup: rendered.slice(end + END.length) };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/**
 * A head tag as HTML, marked with {@link HEAD_ATTRIBUTE} so that the
 * browser's `<Head>` knows it as its own and removes it when the page
 * goes. A script's or style's text is written as is, except that `</` is
 * escaped (`<\/`, the same in JavaScript and CSS) so it cannot end the element.
 */
export function headTagHtml(tag: HeadTag): string {
  let html = `<${tag.name} ${HEAD_ATTRIBUTE}=""`;
  for (const [name, value] of Object.entries(tag.attributes)) {
    // An attribute name cannot hold these characters; leave such a name out rather than break the head.
    if (!/^[^\s"'<>/=]+$/.test(name)) continue;
    html += value === '' ? ` ${name}` : ` ${name}="${escape(value)}"`;
  }
  if (tag.name !== 'script' && tag.name !== 'style') return html + '>';
  return `${html}>${(tag.text ?? '').replace(/<\//g, '<\\/')}</${tag.name}>`;
}
