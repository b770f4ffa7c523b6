import { useThemeComponents, type LayoutProps } from '@quire/engine/client';
import { SidebarStateProvider } from './sidebar-state.js';
import { SkipLink } from './skip-link.js';

/**
 * The chrome around every page: a skip link, the navbar, the page inside
 * `<main id="main">`, the footer. It takes Navbar and Footer from
 * `useThemeComponents()` rather than importing them, so a site that swaps
 * either one in its component map sees the swap here too.
 *
 * It also holds the sidebar's open/closed categories
 * (`SidebarStateProvider`): the layout stays mounted across navigation, so
 * the reader's choices do too, in the docs sidebar and in the mobile drawer.
 *
 * Replace it with `components: { ...components, Layout: MyLayout }`; the
 * engine renders `<Layout page={page}>` around every page.
 */
export function Layout({ page, children }: LayoutProps) {
  const { Navbar, Footer } = useThemeComponents();
  return (
    <SidebarStateProvider>
      <div className={`quire-layout quire-layout--${page.kind}`}>
        <SkipLink />
        <Navbar />
        {/* tabIndex lets the skip link move keyboard focus, not just the scroll position. */}
        <main id="main" className="quire-main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </SidebarStateProvider>
  );
}
