import { overridePageTitle, ownPageTitle } from '../page-title.js';
import { HEAD_ATTRIBUTE, HEAD_HTML_ATTRIBUTE, headTagKey, mergeHeadEntries, type HeadEntry, type HeadTag, type HtmlAttributesBefore } from '../../shared/page-head.js';

/**
 * The browser's side of `<Head>`: one document head shared by every mounted
 * `<Head>`. Each change merges all their entries (see `mergeHeadEntries`) and
 * puts the result in `document.head` afresh, so a `<Head>` that unmounts
 * (its page was left) leaves nothing behind: its tags are removed, the page's
 * own tags it had replaced come back, and so do the `<html>` attributes and
 * the title.
 */
interface HeadState {
  /** Entries of the mounted `<Head>`s by their order of first render: an outer or earlier one first. */
  entries: Map<number, HeadEntry>;
  /** Elements this module put in the head (or the server wrote for a `<Head>`, marked with `HEAD_ATTRIBUTE`). */
  added: Element[];
  /** The page's own elements taken out because a `<Head>` tag of the same key replaced them. */
  replaced: Element[];
  /** `<html>` attributes set, with the value each had before (`null`: it had none); `class` is in `classes`. */
  htmlBefore: Map<string, string | null>;
  /** Classes added to `<html>`: only these are taken off again, so classes others add meanwhile (the theme's) stay. */
  classes: string[];
  /** Whether the server's head tags were taken over. */
  adopted: boolean;
}

const state: HeadState = { entries: new Map(), added: [], replaced: [], htmlBefore: new Map(), classes: [], adopted: false };

// The app's title changes go through `setPageTitle` (../page-title.ts), which asks here for a `<Head>` title first.
overridePageTitle(() => mergedTitle());

/** Mounts or updates the entry of one `<Head>` (`order`: its place among all, see `nextHeadOrder`). */
export function setHeadEntry(order: number, entry: HeadEntry): void {
  state.entries.set(order, entry);
  applyHead();
}

/** Takes the entry of a `<Head>` that unmounts away. */
export function removeHeadEntry(order: number): void {
  if (state.entries.delete(order)) applyHead();
}

let headOrder = 0;

/** A new `<Head>`'s place among all: taken on its first render, so an outer `<Head>` comes before the ones it contains. */
export function nextHeadOrder(): number {
  return headOrder++;
}

function mergedTitle(): string | undefined {
  return mergeHeadEntries([...state.entries.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry)).title;
}

function applyHead(): void {
  const head = document.head;
  if (!state.adopted) {
    // The page's HTML holds the tags the server collected from this page's `<Head>`s: they are ours to replace.
    state.adopted = true;
    state.added.push(...head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`));
    adoptHtmlAttributes();
  }
  head.append(...state.replaced);
  state.replaced = [];
  const root = document.documentElement;
  for (const [name, before] of state.htmlBefore) {
    if (before === null) root.removeAttribute(name);
    else root.setAttribute(name, before);
  }
  state.htmlBefore.clear();
  root.classList.remove(...state.classes);
  if (state.classes.length > 0 && root.getAttribute('class') === '') root.removeAttribute('class');
  state.classes = [];

  const merged = mergeHeadEntries([...state.entries.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry));
  // An element already in place for an identical tag stays: made again, a script would run again and a stylesheet reload.
  const kept = new Map<string, Element[]>();
  for (const element of state.added) {
    const signature = signatureOf(tagOf(element));
    kept.set(signature, [...(kept.get(signature) ?? []), element]);
  }
  const added: Element[] = [];
  for (const tag of merged.tags) {
    const key = headTagKey(tag);
    if (key !== undefined) {
      for (const own of head.querySelectorAll(`${tag.name}:not([${HEAD_ATTRIBUTE}])`)) {
        if (headTagKey(tagOf(own)) === key) {
          own.remove();
          state.replaced.push(own);
        }
      }
    }
    const element = kept.get(signatureOf(tag))?.shift() ?? head.appendChild(elementOf(tag));
    added.push(element);
  }
  for (const elements of kept.values()) for (const element of elements) element.remove();
  state.added = added;
  for (const [name, value] of Object.entries(merged.htmlAttributes)) {
    if (name === 'class') {
      state.classes = value.split(/\s+/).filter((name) => name && !root.classList.contains(name));
      root.classList.add(...state.classes);
      continue;
    }
    state.htmlBefore.set(name, root.getAttribute(name));
    root.setAttribute(name, value);
  }
  document.title = merged.title ?? ownPageTitle();
}

/** Takes over the `<html>` attributes the server set for the page's `<Head>`s, and what they replaced (see `HEAD_HTML_ATTRIBUTE`). */
function adoptHtmlAttributes(): void {
  const root = document.documentElement;
  const json = root.getAttribute(HEAD_HTML_ATTRIBUTE);
  if (json === null) return;
  root.removeAttribute(HEAD_HTML_ATTRIBUTE);
  try {
    const { before, classes } = JSON.parse(json) as HtmlAttributesBefore;
    for (const [name, value] of Object.entries(before)) state.htmlBefore.set(name, value);
    state.classes = classes;
  } catch {
    // Not written by this build: nothing to put back.
  }
}

/** What makes two head tags the same element. */
function signatureOf(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes).filter(([name]) => name !== HEAD_ATTRIBUTE);
  attributes.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([tag.name, attributes, tag.text ?? '']);
}

function elementOf(tag: HeadTag): Element {
  const element = document.createElement(tag.name);
  element.setAttribute(HEAD_ATTRIBUTE, '');
  for (const [name, value] of Object.entries(tag.attributes)) {
    try {
      element.setAttribute(name, value);
    } catch {
      // Not a valid attribute name (the server leaves such a name out too).
    }
  }
  if (tag.text !== undefined) element.textContent = tag.text;
  return element;
}

/** A head element of the page as a tag, to find its key. */
function tagOf(element: Element): HeadTag {
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attributes) attributes[name] = value;
  const name = element.localName as HeadTag['name'];
  const text = name === 'script' || name === 'style' ? element.textContent ?? '' : '';
  return text ? { name, attributes, text } : { name, attributes };
}
