import { Link } from '@quire/engine/client';

/** A link written in the site config: a route of the site (`to`) or an external address (`href`). */
export interface ConfigLinkTarget {
  label: string;
  to?: string;
  href?: string;
}

/**
 * Renders a config link: a client-side `Link` for a route, or an anchor that
 * opens an external address in a new tab without handing it `window.opener`.
 * The footer and the home page sections share it.
 */
export function ConfigLink({ item }: { item: ConfigLinkTarget }) {
  if (item.to !== undefined) return <Link href={item.to}>{item.label}</Link>;
  return (
    <a href={item.href} target="_blank" rel="noopener noreferrer">
      {item.label}
    </a>
  );
}
