import type { ReactNode } from 'react';
import { pageTitle } from '../shared/page-title.js';
import Head from './docusaurus/head.js';
import { useSiteData } from './site-context.js';

/** Props of {@link PageLayout}: Docusaurus' `@theme/Layout`. */
export interface PageLayoutProps {
  /** The page's title, shown in the tab before the site's title. */
  title?: string;
  /** The page's meta description. */
  description?: string;
  /** A class on the element around the page's content. */
  wrapperClassName?: string;
  /** Accepted for Docusaurus' sake; the theme's layout always shows its footer. */
  noFooter?: boolean;
  children?: ReactNode;
}

/**
 * `@theme/Layout` for custom pages and MDX: a Docusaurus page wraps its
 * content in it. The app already draws the theme's `Layout` (navbar, main,
 * footer) around every page, so this one only sets the page's title and
 * description (through `Head`) and wraps the content in
 * `<div class="main-wrapper">`, as Docusaurus' layout does. The title is
 * shown as every page's is: `Error codes | Site title`.
 */
export function PageLayout({ title, description, wrapperClassName, children }: PageLayoutProps) {
  const site = useSiteData();
  return (
    <>
      {(title || description) && (
        <Head>
          {title && <title>{pageTitle({ kind: 'page', title }, site)}</title>}
          {description && <meta name="description" content={description} />}
        </Head>
      )}
      <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>
    </>
  );
}
