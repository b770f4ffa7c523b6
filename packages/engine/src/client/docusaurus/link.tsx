import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as QuireLink } from '../link.js';
import { useSiteData } from '../site-context.js';
import { hasProtocol } from './is-internal-url.js';
import { matchPath, routePathOf, useLocation, type Match } from './router.js';
import { useBaseUrlUtils } from './use-base-url.js';
import type { Location } from 'react-router';

/** Props of {@link Link}, Docusaurus's. */
export interface DocusaurusLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where to: a route path (`/docs/intro`, the base URL is added), an external URL or a `#fragment`. */
  to?: string;
  /** The same as `to`. */
  href?: string;
  /** Add the base URL to a path starting with `/` (default true). */
  autoAddBaseUrl?: boolean;
  /** Mark the link when it shows the current page, as react-router 5's `NavLink` (default false). */
  isNavLink?: boolean;
  /** The class of an active nav link (default `active`). */
  activeClassName?: string;
  /** Whether a nav link is active, instead of its path matching the location's start (or all of it, `exact`). */
  isActive?: (match: Match | null, location: Location) => boolean;
  /** A nav link is active only on its own path, not below it (default false). */
  exact?: boolean;
  /** Docusaurus skips the link in its broken-link check; accepted and not written. */
  'data-noBrokenLinkCheck'?: boolean;
  children?: ReactNode;
}

/**
 * Docusaurus's `@docusaurus/Link`: a path of the site navigates
 * client-side and prefetches its page (it is Quire's `Link`), an external
 * URL opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`,
 * unless given), a `#fragment` and a `pathname://` URL (the base URL is
 * added, no client-side navigation) are plain anchors. A path that already
 * carries the base URL (from `useBaseUrl`) does not get it twice.
 */
export default function Link(props: DocusaurusLinkProps): ReactNode {
  const { to, href, autoAddBaseUrl = true, isNavLink, activeClassName, isActive, exact, 'data-noBrokenLinkCheck': _unchecked, ...rest } = props;
  const { baseUrl } = useSiteData();
  const { withBaseUrl } = useBaseUrlUtils();
  const target = to ?? href;
  if (target === undefined) return <a {...rest} />;
  if (target.startsWith('pathname://')) return <a href={withBaseUrl(target.slice('pathname://'.length), { forcePrependBaseUrl: true })} {...rest} />;
  if (hasProtocol(target)) return <a href={target} target="_blank" rel="noopener noreferrer" {...rest} />;
  const internal = target.startsWith('/') && (autoAddBaseUrl || routePathOf(target, baseUrl) !== target || baseUrl === '/');
  if (!internal) return <a href={target} {...rest} />;
  // Quire's router has the base URL as its basename, so its links take route paths without it.
  const route = routePathOf(target, baseUrl);
  if (isNavLink) return <NavLink route={route} activeClassName={activeClassName} isActive={isActive} exact={exact} {...rest} />;
  return <QuireLink {...rest} href={route} />;
}

interface NavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  route: string;
  activeClassName?: string;
  isActive?: DocusaurusLinkProps['isActive'];
  exact?: boolean;
}

/** A link that knows whether it shows the current page, as react-router 5's `NavLink`: a class and `aria-current="page"` when it does. */
function NavLink({ route, activeClassName = 'active', isActive, exact = false, className, ...rest }: NavLinkProps) {
  const location = useLocation();
  const { baseUrl } = useSiteData();
  const path = route.replace(/[?#].*$/, '');
  const match = matchPath(routePathOf(location.pathname, baseUrl), { path, exact });
  const active = isActive ? isActive(match, location) : match !== null;
  const classes = [className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined;
  return <QuireLink aria-current={active ? 'page' : undefined} {...rest} className={classes} href={route} />;
}
