import { Link, useSiteData, useThemeComponents, type DocCategoryGeneratedIndexPageProps, type CategoryIndexCard } from '@quire/engine/client';

/**
 * A category's generated index page (sidebars `link: { type:
 * 'generated-index' }`, at `/category/<slug>` by default), as Docusaurus's
 * `DocCategoryGeneratedIndexPage` shows it: in the docs layout with the
 * sidebar, breadcrumbs, the title and description, then one card per item of
 * the category (a doc with its description, a sub-category with its number
 * of items, a link), then previous and next.
 *
 * The `DocCategoryGeneratedIndexPage` entry of the component map.
 */
export function DocCategoryGeneratedIndexPage({ page, sidebar }: DocCategoryGeneratedIndexPageProps) {
  const { version } = useSiteData();
  const { Sidebar, Breadcrumbs, Pagination } = useThemeComponents();
  const sidebarItems = sidebar && sidebar.length > 0 ? sidebar : undefined;
  return (
    <div className={['quire-doc', sidebarItems && 'quire-doc--with-sidebar'].filter(Boolean).join(' ')}>
      {sidebarItems && (
        <aside className="quire-doc-sidebar" aria-label="Sidebar">
          <Sidebar items={sidebarItems} />
        </aside>
      )}
      <article className="quire-doc-article quire-category-index">
        <Breadcrumbs items={page.breadcrumbs} />
        {version.label && <span className="quire-version-badge">Version: {version.label}</span>}
        <header>
          <h1 className="quire-doc-title">{page.title}</h1>
          {page.description && <p className="quire-category-index-description">{page.description}</p>}
        </header>
        <section className="quire-doc-card-list" aria-label={`${page.title}: pages`}>
          {page.items.map((card) => (
            <DocCard key={card.href} card={card} />
          ))}
        </section>
        <Pagination prev={page.prev} next={page.next} />
      </article>
    </div>
  );
}

/** The icons Docusaurus's cards show before a title: a page, a box of pages, a link. */
const ICONS: Record<CategoryIndexCard['type'], string> = { doc: '📄️', category: '🗃️', link: '🔗' };

function DocCard({ card }: { card: CategoryIndexCard }) {
  const detail = card.type === 'category' ? `${card.count ?? 0} ${card.count === 1 ? 'item' : 'items'}` : card.description;
  return (
    <Link href={card.href} className={`quire-doc-card quire-doc-card--${card.type}`}>
      <h2 className="quire-doc-card-title">
        <span aria-hidden="true">{ICONS[card.type]} </span>
        {card.label}
      </h2>
      {detail && <p className="quire-doc-card-description">{detail}</p>}
    </Link>
  );
}
