import { Link, type TagLink } from '@quire/engine/client';

/** A doc's tags under its article, each linking to its tag page ("Tags: redux, toolkit"), as Docusaurus's `TagsListInline`. */
export function DocTags({ tags }: { tags: TagLink[] }) {
  return (
    <div className="quire-doc-tags">
      <b>Tags:</b>
      <ul className="quire-tag-list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link href={tag.permalink} className="quire-tag" rel="tag">
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
