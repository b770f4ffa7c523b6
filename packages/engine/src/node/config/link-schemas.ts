/**
 * The config's links (navbar items, footer links, home page cards): each
 * points inside the site (`to`, a route the link checker checks) or outside
 * it (`href`), never both.
 */
import * as z from 'zod';

/** A route of this site: checked by the link checker, so it must be a path. */
export const routeSchema = z.string().startsWith('/', { message: 'Expected a route starting with "/", such as "/intro"' });
/** An address outside the site. */
export const absoluteUrlSchema = z.url({ message: 'Expected an absolute URL such as "https://example.com/page"' });

/**
 * Links may point inside the site (`to`) or outside it (`href`), never both:
 * the theme renders them differently and the link checker only checks `to`.
 */
function exactlyOneTarget(value: { to?: string | undefined; href?: string | undefined }, ctx: z.RefinementCtx): void {
  if (value.to !== undefined && value.href !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'Has both `to` and `href`. Keep `to` for a page of this site, `href` for an external URL.',
    });
  } else if (value.to === undefined && value.href === undefined) {
    ctx.addIssue({
      code: 'custom',
      message: 'Needs a target. Add `to: "/some/page"` for a page of this site or `href: "https://…"` for an external URL.',
    });
  }
}

/** A navbar item. */
export const navItemSchema = z
  .strictObject({
    label: z.string(),
    /** A route of this site, such as `/tutorials/overview`. Exactly one of `to` and `href`. */
    to: routeSchema.optional(),
    /** An external URL. Exactly one of `to` and `href`. */
    href: absoluteUrlSchema.optional(),
    /** Side of the navbar (default `left`). */
    position: z.enum(['left', 'right']).default('left'),
    /** Mark the item active on every route under this path (default: the folder of `to`). */
    activeBasePath: routeSchema.optional(),
    /** A named icon drawn before the label. */
    icon: z.literal('github').optional(),
    /** Accessible name, for items whose label is hidden behind an icon. */
    ariaLabel: z.string().optional(),
  })
  .superRefine(exactlyOneTarget);

/** A link of a footer column. */
export const footerLinkSchema = z
  .strictObject({
    label: z.string(),
    /** A route of this site. Exactly one of `to` and `href`. */
    to: routeSchema.optional(),
    /** An external URL. Exactly one of `to` and `href`. */
    href: absoluteUrlSchema.optional(),
  })
  .superRefine(exactlyOneTarget);

/** A link card of a home page section: a route (`to`) or an external URL (`href`), and one sentence. */
export const homeLinkSchema = z
  .strictObject({
    label: z.string(),
    /** A route of this site. Exactly one of `to` and `href`. */
    to: routeSchema.optional(),
    /** An external URL. Exactly one of `to` and `href`. */
    href: absoluteUrlSchema.optional(),
    /** One sentence under the label. */
    description: z.string(),
  })
  .superRefine(exactlyOneTarget);
