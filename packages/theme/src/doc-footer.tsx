import { Link, type DocFooterProps } from '@quire/engine/client';

/**
 * The end of a doc's article: the "Edit this page" link when the site sets
 * `editUrl`. Renders nothing otherwise.
 *
 * The `DocFooter` entry of the component map: a replacement may show more of
 * the page (its tags, when it was last updated) from `page`.
 */
export function DocFooter({ page }: DocFooterProps) {
  if (!page.editUrl) return null;
  return (
    <p className="quire-edit-link">
      <Link href={page.editUrl} target="_blank">
        Edit this page
      </Link>
    </p>
  );
}
