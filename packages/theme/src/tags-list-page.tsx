import { Link, type TagsListPageProps } from '@quire/engine/client';

/**
 * The page listing every tag of the docs (`<routeBasePath>/tags`), as
 * Docusaurus's `DocTagsListPage` does: "Tags", then the tags grouped under
 * their first letter, each linking to its page with how many docs have it.
 */
export function TagsListPage({ page }: TagsListPageProps) {
  const groups = new Map<string, typeof page.tags>();
  for (const tag of page.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className="quire-page quire-tags-list-page">
      <h1>{page.title}</h1>
      {[...groups].map(([letter, tags]) => (
        <section key={letter} className="quire-tags-letter" aria-label={letter}>
          <h2>{letter}</h2>
          <ul className="quire-tag-list">
            {tags.map((tag) => (
              <li key={tag.permalink}>
                <Link href={tag.permalink} className="quire-tag">
                  {tag.label}
                  <span className="quire-tag-count">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
