import type { Doc } from '../content/doc.js';

/** What other pages show of a doc: its sidebar label and title as the front matter gives them. */
export function titleOf(doc: Doc | undefined): string {
  return JSON.stringify([doc?.frontMatter.title, doc?.frontMatter.sidebar_label]);
}

/** What identifies the set of docs: which file is which id at which route. A change means other pages' links and the manifest moved. */
export function docSetKey(docs: Iterable<Doc>): string {
  return JSON.stringify([...docs].map((doc) => [doc.relativePath, doc.id, doc.route, doc.frontMatter.draft === true]));
}
