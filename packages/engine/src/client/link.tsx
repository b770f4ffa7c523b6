import { useContext, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { isExternalHref } from '../shared/is-external-href.js';
import { isInternalHref } from './is-internal-href.js';
import { RouterContext, createHref, createPath, parsePath } from './router.js';
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
  const router = useContext(RouterContext);
  if (internal && router) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      rest.onClick?.(event);
      if (!isPlainClick(event, rest.target, rest.download)) return;
      event.preventDefault();
      // A link to the address on screen replaces its history entry, as browsers do for same-page links.
      const target = parsePath(href);
      router.navigate(target, { replace: createPath(router.location) === createPath(target) });
    };
    return (
      <a
        {...rest}
        href={createHref(router.basename, href)}
        ref={prefetch.ref}
        onClick={onClick}
        onMouseEnter={withIntent(rest.onMouseEnter, prefetch.onIntent)}
        onFocus={withIntent(rest.onFocus, prefetch.onIntent)}
        onTouchStart={withIntent(rest.onTouchStart, prefetch.onIntent)}
      >
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
 * A click the app takes over: the main button, no modifier key (those open
 * new tabs and windows), not into another frame, not a download, and not
 * already handled by the page's own handler.
 */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined, download: unknown): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  return (!target || target === '_self') && download === undefined;
}

/** The caller's handler, then the prefetch: a theme's own onMouseEnter keeps working. */
function withIntent<E extends SyntheticEvent>(handler: ((event: E) => void) | undefined, onIntent: () => void) {
  return (event: E) => {
    handler?.(event);
    onIntent();
  };
}
