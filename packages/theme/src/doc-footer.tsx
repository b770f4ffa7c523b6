import { deferredComponent, Link, type DocFooterProps } from '@quire/engine/client';

// Chunks of their own, loaded with the pages that show them (the engine marks those routes; see `deferredComponent`).
const DocTags = deferredComponent('DocTags', () => import('./deferred.js').then((m) => m.DocTags));
const LastUpdated = deferredComponent('LastUpdated', () => import('./deferred.js').then((m) => m.LastUpdated));

/**
 * The end of a doc's article, as Docusaurus's `DocItem/Footer`: the doc's
 * tags (each linking to its tag page), then the "Edit this page" link (the
 * site's `editUrl`, or the doc's `custom_edit_url`) and "Last updated on …
 * by …" (`showLastUpdateTime`, `showLastUpdateAuthor`, or the doc's
 * `last_update`). Renders nothing when the doc has none of these.
 */
export function DocFooter({ page }: DocFooterProps) {
  const tags = page.tags ?? [];
  const hasLastUpdate = page.lastUpdatedAt !== undefined || page.lastUpdatedBy !== undefined;
  if (tags.length === 0 && !page.editUrl && !hasLastUpdate) return null;
  return (
    <footer className="quire-doc-footer">
      {tags.length > 0 && <DocTags tags={tags} />}
      {(page.editUrl || hasLastUpdate) && (
        <div className="quire-doc-footer-row">
          {page.editUrl && (
            <p className="quire-edit-link">
              <Link href={page.editUrl} target="_blank">
                Edit this page
              </Link>
            </p>
          )}
          {hasLastUpdate && <LastUpdated at={page.lastUpdatedAt} by={page.lastUpdatedBy} />}
        </div>
      )}
    </footer>
  );
}
