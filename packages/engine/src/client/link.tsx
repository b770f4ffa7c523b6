import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternalHref } from '../shared/is-external-href.js';
import { isInternalHref } from './is-internal-href.js';

/** Props of {@link Link}: an anchor whose `href` may be a route path. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route path (`/api/createSlice#parameters`, without base URL), a `#fragment` or an external URL. */
  href: string;
  children?: ReactNode;
}

/**
 * The one link component of a Quire site. Route paths navigate client-side
 * (the router adds the base URL); anything else is a plain anchor, and
 * external links open safely in the same tab unless told otherwise.
 */
export function Link({ href, children, ...rest }: LinkProps) {
  if (isInternalHref(href)) {
    return (
      <RouterLink to={href} {...rest}>
        {children}
      </RouterLink>
    );
  }
  const external = isExternalHref(href);
  const rel = external && rest.target === '_blank' ? 'noopener noreferrer' : rest.rel;
  return (
    <a href={href} {...rest} rel={rel}>
      {children}
    </a>
  );
}
