import { useContext, type AnchorHTMLAttributes, type ReactNode, type SyntheticEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { isExternalHref } from '../shared/is-external-href.js';
import { isInternalHref } from './is-internal-href.js';
import { ServerLinksContext } from './server-link-href.js';
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
export function Link(props: LinkProps) {
  const { href, children, ...rest } = props;
  const serverLinks = useContext(ServerLinksContext);
  if (isInternalHref(href)) {
    if (serverLinks === null) return <RouteLink {...props} />;
    // On the server a link only has to be written, and React Router's Link took a fifth of rendering a
    // page (its hooks, the navigation handler, path resolution): the same anchor, with its attributes in
    // the order React Router gives them, without the router.
    const { target, ...attributes } = rest;
    return (
      <a {...attributes} href={serverLinks.href(href)} target={target}>
        {children}
      </a>
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

/**
 * A route link in the browser: React Router's, prefetching its page's chunks.
 * `discover="none"`: Quire knows every route from its manifest and does not use
 * React Router's lazy route discovery, whose `data-discover="true"` would be 20
 * bytes on every link of every page (issue 30).
 */
function RouteLink({ href, children, ...rest }: LinkProps) {
  const prefetch = useLinkPrefetch(href);
  return (
    <RouterLink
      to={href}
      {...rest}
      discover="none"
      ref={prefetch.ref}
      onMouseEnter={withIntent(rest.onMouseEnter, prefetch.onIntent)}
      onFocus={withIntent(rest.onFocus, prefetch.onIntent)}
      onTouchStart={withIntent(rest.onTouchStart, prefetch.onIntent)}
    >
      {children}
    </RouterLink>
  );
}

/** The caller's handler, then the prefetch: a theme's own onMouseEnter keeps working. */
function withIntent<E extends SyntheticEvent>(handler: ((event: E) => void) | undefined, onIntent: () => void) {
  return (event: E) => {
    handler?.(event);
    onIntent();
  };
}
