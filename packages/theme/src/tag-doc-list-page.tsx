import { Link, type TagDocListPageProps } from '@quire/engine/client';

/**
 * One tag's page (`<routeBasePath>/tags/<tag>`), as Docusaurus's
 * `DocTagDocListPage` does: the title ("2 docs tagged with "redux""), a link
 * to every tag, then each doc with that tag as its title, linked, and its
 * description.
 */
export function TagDocListPage({ page }: TagDocListPageProps) {
  return (
    <div className="quire-page quire-tag-doc-list-page">
      <header>
        <h1>{page.title}</h1>
        {page.tag.description && <p>{page.tag.description}</p>}
        <Link href={page.allTagsPath}>View All Tags</Link>
      </header>
      <section className="quire-tag-doc-list">
        {page.docs.map((doc) => (
          <article key={doc.id} className="quire-tag-doc">
            <h2>
              <Link href={doc.permalink}>{doc.title}</Link>
            </h2>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </div>
  );
}
