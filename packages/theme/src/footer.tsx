import { useSiteData } from '@quire/engine/client';
import { ConfigLink } from './config-link.js';

/**
 * The site footer: one titled column of links per entry of
 * `site.footer.columns` (Docs, Community, More on the Redux Toolkit site),
 * then the copyright line.
 *
 * Replace it with `components: { Footer: './src/Footer.tsx' }` in the
 * site's config; `Layout` renders whatever the map holds.
 */
export function Footer() {
  const { footer } = useSiteData();
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
