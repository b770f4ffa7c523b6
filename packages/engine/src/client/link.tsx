import type { AnchorHTMLAttributes, ReactNode, SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternalHref } from '../shared/is-external-href.js';
import { isInternalHref } from './is-internal-href.js';
import { useLinkPrefetch } from './use-link-prefetch.js';

/** Props of {@link Link}: an anchor whose `href` may be a route path. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A route path (`/api/createSlice#parameters`, without base URL), a `#fragment` or an external URL. */
  href: string;
  children?: ReactNode;
}

/**
 * The one link component of a Quire site. Route paths navigate client-side
 * (the router adds the base URL) and prefetch their page's chunks when the
 * link comes into view or is hovered or focused; anything else is a plain
 * anchor, and external links open safely in the same tab unless told otherwise.
 */
export function Link({ href, children, ...rest }: LinkProps) {
  const internal = isInternalHref(href);
  const prefetch = useLinkPrefetch(internal ? href : undefined);
  if (internal) {
    return (
      <RouterLink
        to={href}
        {...rest}
        ref={prefetch.ref}
        onMouseEnter={withIntent(rest.onMouseEnter, prefetch.onIntent)}
        onFocus={withIntent(rest.onFocus, prefetch.onIntent)}
        onTouchStart={withIntent(rest.onTouchStart, prefetch.onIntent)}
      >
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

/** The caller's handler, then the prefetch: a theme's own onMouseEnter keeps working. */
function withIntent<E extends SyntheticEvent>(handler: ((event: E) => void) | undefined, onIntent: () => void) {
  return (event: E) => {
    handler?.(event);
    onIntent();
  };
}
