import { useThemeComponents, type LayoutProps } from '@quire/engine/client';

/**
 * The chrome around every page: a skip link, the navbar, the page inside
 * `<main id="main">`, the footer. It takes Navbar and Footer from
 * `useThemeComponents()` rather than importing them, so a site that swaps
 * either one in its component map sees the swap here too.
 *
 * Replace it with `components: { ...components, Layout: MyLayout }`; the
 * engine renders `<Layout page={page}>` around every page.
 */
export function Layout({ page, children }: LayoutProps) {
  const { Navbar, Footer } = useThemeComponents();
  return (
    <div className={`quire-layout quire-layout--${page.kind}`}>
      <a className="quire-skip-link" href="#main">
        Skip to main content
      </a>
      <Navbar />
      {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
      <main id="main" className="quire-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
