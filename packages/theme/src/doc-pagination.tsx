import { Link, type PaginationProps } from '@quire/engine/client';

/** Props of {@link DocPagination}: the engine's `PaginationProps`. */
export type DocPaginationProps = PaginationProps;

/**
 * Links to the previous and next doc in sidebar order, below the article.
 * Renders nothing when the page has neither.
 *
 * The `Pagination` entry of the component map, which the default `DocPage` renders.
 */
export function DocPagination({ prev, next }: DocPaginationProps) {
  if (!prev && !next) return null;
  return (
    <nav className="quire-pagination" aria-label="Docs pages">
      {prev && (
        <Link href={prev.href} className="quire-pagination-link quire-pagination-link--prev" rel="prev">
          <span className="quire-pagination-label">Previous</span>
          <span className="quire-pagination-title">{prev.title}</span>
        </Link>
      )}
      {next && (
        <Link href={next.href} className="quire-pagination-link quire-pagination-link--next" rel="next">
          <span className="quire-pagination-label">Next</span>
          <span className="quire-pagination-title">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
