import { deferredComponent, DocContent, useSiteData, useThemeComponents, type DocPageProps } from '@quire/engine/client';
// A chunk of its own, loaded with the unlisted pages that show it (see `deferredComponent`).
const UnlistedBanner = deferredComponent('UnlistedBanner', () => import('./deferred.js').then((m) => m.UnlistedBanner));

/**
 * The docs layout around one markdown page: the sidebar on the left, the
 * article (the unlisted banner of an `unlisted` doc, breadcrumbs, version
 * badge, title, body, tags, edit link and last update, previous and next) in the middle, the table of contents on the right.
 *
 * The title `<h1>` is added only when the body has no `#` heading of its
 * own and the front matter does not set `hide_title`; `hide_table_of_contents`
 * drops the right column.
 *
 * Each piece is its own entry of the component map (`Sidebar`,
 * `Breadcrumbs`, `DocFooter`, `Pagination`, `TOC`), read through
 * `useThemeComponents()`: a site replaces one piece from its config
 * (`components: { TOC: './src/Toc.tsx' }`) and keeps this layout.
 */
export function DocPage({ page, sidebar }: DocPageProps) {
  const { version } = useSiteData();
  const { Sidebar, Breadcrumbs, DocFooter, Pagination, TOC } = useThemeComponents();
  const sidebarItems = sidebar && sidebar.length > 0 ? sidebar : undefined;
  const hasToc = !page.hideTableOfContents && page.toc.length > 0;
  const gridClass = ['quire-doc', sidebarItems && 'quire-doc--with-sidebar', hasToc && 'quire-doc--with-toc'].filter(Boolean).join(' ');

  return (
    <div className={gridClass}>
      {/* Both asides are labelled: two unnamed complementary landmarks cannot be told apart. */}
      {sidebarItems && (
        <aside className="quire-doc-sidebar" aria-label="Sidebar">
          <Sidebar items={sidebarItems} />
        </aside>
      )}
      <article className="quire-doc-article">
        {page.unlisted && <UnlistedBanner />}
        <Breadcrumbs items={page.breadcrumbs} />
        {version.label && <span className="quire-version-badge">Version: {version.label}</span>}
        {!page.hasTitleHeading && !page.hideTitle && <h1 className="quire-doc-title">{page.title}</h1>}
        <div className="quire-markdown">
          <DocContent page={page} />
        </div>
        <DocFooter page={page} />
        <Pagination prev={page.prev} next={page.next} />
      </article>
      {hasToc && (
        <aside className="quire-doc-toc" aria-label="Table of contents">
          <TOC items={page.toc} />
        </aside>
      )}
    </div>
  );
}
