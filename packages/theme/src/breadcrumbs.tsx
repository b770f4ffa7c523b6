import { Link, type BreadcrumbsProps } from '@quire/engine/client';

export type { BreadcrumbsProps };

/**
 * The trail above a doc's title, as an ordered list in a labelled `<nav>`.
 * The last crumb is the page itself: plain text marked `aria-current`.
 *
 * The `Breadcrumbs` entry of the component map, which the default `DocPage` renders.
 */
export function Breadcrumbs({ items }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav className="quire-breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}:${crumb.label}`}>
              {crumb.href !== undefined && !last ? (
                <Link href={crumb.href}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
