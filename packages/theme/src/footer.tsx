import { ServerMarkupMemo, useSiteData, type SiteData } from '@quire/engine/client';
import { ConfigLink } from './config-link.js';

/**
 * The site footer: one titled column of links per entry of
 * `site.footer.columns` (Docs, Community, More on the Redux Toolkit site),
 * then the copyright line.
 *
 * Replace it with `components: { ...components, Footer: MyFooter }` in the
 * site's client entry; `Layout` renders whatever the map holds.
 */
export function Footer() {
  const { footer } = useSiteData();
  // The same on every page of the site: the server renders it once and copies it into the others.
  return <ServerMarkupMemo memoKey="quire-footer">{() => <FooterBody footer={footer} />}</ServerMarkupMemo>;
}

function FooterBody({ footer }: { footer: SiteData['footer'] }) {
  return (
    <footer className="quire-footer">
      {footer.columns.length > 0 && (
        <nav className="quire-footer-columns" aria-label="Footer">
          {footer.columns.map((column) => (
            <div className="quire-footer-column" key={column.title}>
              <h2 className="quire-footer-title">{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.label}>
                    <ConfigLink item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      {footer.copyright && <p className="quire-footer-copyright">{footer.copyright}</p>}
    </footer>
  );
}
