import { kebabCase } from 'lodash-es';
import type { TagDocListPageData, TagLink, TagsListPageData } from '../../shared/types.js';
import type { Doc } from '../content/doc.js';
import type { FrontMatterTag } from '../content/front-matter-schema.js';
import type { DefinedTag } from '../content/read-tags-file.js';

/**
 * Route of the page listing every tag: `<routeBasePath>/tags` in Docusaurus.
 * Quire's docs are served from the site's root (the RTK site's
 * `routeBasePath` is `/`), so the tags live at `/tags`.
 */
export const TAGS_PATH = '/tags';

/** A doc's tags as its page links them, and which of them the tags file does not define. */
export interface DocTagLinks {
  links: TagLink[];
  /** Tags written inline (a string no tags file key matches, or an object), as written; see `inlineTagDiagnostics`. */
  inline: string[];
}

/**
 * A doc's front matter tags as links, in the order written, as Docusaurus
 * normalizes them: a string that is a key of the tags file is that tag; any
 * other string, say `redux toolkit`, is label "redux toolkit" at
 * `/tags/redux-toolkit` (lodash's `kebabCase`, Docusaurus's very slug); an
 * object's `permalink` is put under the tags path. A tag written twice in
 * one doc is kept once.
 */
export function docTagLinks(tags: readonly FrontMatterTag[] | undefined, defined?: ReadonlyMap<string, DefinedTag>): DocTagLinks {
  if (!tags) return { links: [], inline: [] };
  const links = new Map<string, TagLink>();
  const inline: string[] = [];
  for (const tag of tags) {
    const known = typeof tag === 'string' ? defined?.get(tag) : undefined;
    let link: TagLink;
    if (known) {
      link = { label: known.label, permalink: tagPermalink(known.permalink), ...(known.description !== undefined && { description: known.description }) };
    } else {
      inline.push(typeof tag === 'string' ? tag : tag.label);
      link =
        typeof tag === 'string'
          ? { label: tag, permalink: tagPermalink(kebabCase(tag)) }
          : { label: tag.label, permalink: tagPermalink(tag.permalink), ...(tag.description !== undefined && { description: tag.description }) };
    }
    if (!links.has(link.permalink)) links.set(link.permalink, link);
  }
  return { links: [...links.values()], inline };
}

/** `/tags/<permalink>`, whether the author wrote the permalink with a leading slash or without. */
function tagPermalink(permalink: string): string {
  const path = permalink.replace(/^\/+/, '').replace(/\/+$/, '');
  return `${TAGS_PATH}/${path}`;
}

/** One doc as the tag pages need it. */
export interface TaggedDoc {
  doc: Doc;
  title: string;
  tags: TagLink[];
}

/** The tag routes of the docs: the page listing every tag, and one page per tag. */
export interface TagPages {
  /** `TAGS_PATH`'s page, absent when no doc has a tag. */
  list?: TagsListPageData;
  /** Each tag's page, by its permalink. */
  tags: Map<string, TagDocListPageData>;
}

/**
 * The tag pages of a site, as Docusaurus's docs plugin makes them: a tag's
 * label is the one its first doc (in path order) gives it; its page lists
 * its docs by title. A tag's page lists its listed docs only; a tag only
 * unlisted docs have is left off the list of tags, and its own page (the
 * unlisted docs link to it) lists them but is itself unlisted (Docusaurus's
 * `getTagVisibility`).
 */
export function tagPages(docs: readonly TaggedDoc[]): TagPages {
  const byPermalink = new Map<string, { tag: TagLink; all: TaggedDoc[] }>();
  for (const tagged of docs) {
    for (const tag of tagged.tags) {
      let entry = byPermalink.get(tag.permalink);
      if (!entry) byPermalink.set(tag.permalink, (entry = { tag, all: [] }));
      entry.all.push(tagged);
    }
  }
  const tags = new Map<string, TagDocListPageData>();
  const listItems: TagsListPageData['tags'] = [];
  const byLabel = (a: string, b: string) => a.localeCompare(b, 'en');
  for (const [permalink, { tag, all }] of byPermalink) {
    const listedOnly = all.filter(({ doc }) => doc.frontMatter.unlisted !== true);
    const unlisted = listedOnly.length === 0;
    const listed = unlisted ? all : listedOnly;
    const count = listed.length;
    const page: TagDocListPageData = {
      kind: 'tagDocList',
      title: `${count === 1 ? 'One doc' : `${count} docs`} tagged with "${tag.label}"`,
      tag: { ...tag, count },
      allTagsPath: TAGS_PATH,
      docs: listed
        .map(({ doc, title }) => ({ id: doc.id, title, ...(doc.frontMatter.description && { description: doc.frontMatter.description }), permalink: doc.route }))
        .sort((a, b) => byLabel(a.title, b.title)),
      ...(unlisted && { unlisted: true }),
    };
    tags.set(permalink, page);
    if (!unlisted) listItems.push({ ...tag, count });
  }
  if (byPermalink.size === 0) return { tags };
  return { list: { kind: 'tagsList', title: 'Tags', tags: listItems.sort((a, b) => byLabel(a.label, b.label)) }, tags };
}
