import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import type { DetailsProps } from '@quire/engine/client';

export type { DetailsProps };

function isSummary(node: ReactNode): node is ReactElement {
  return isValidElement(node) && node.type === 'summary';
}

/**
 * Docusaurus' `@theme/Details`, and `<details>` in MDX and in markdown's
 * raw HTML (the map's `markdown.details`): a native `<details>`, so it
 * opens and closes with no JavaScript, from the keyboard too, and the
 * browser's find opens it. The summary is the `summary` prop (a
 * `<summary>` element is used as it is, anything else goes inside one),
 * else the first `<summary>` child, else "Details"; the rest is the body,
 * in `<div class="quire-details-body">`.
 */
export function Details({ summary, children, className, open, ...rest }: DetailsProps) {
  const items = Children.toArray(children);
  const summaryChild = summary === undefined ? items.find(isSummary) : undefined;
  const body = items.filter((item) => item !== summaryChild);
  const shownSummary = summary !== undefined ? (isSummary(summary) ? summary : <summary>{summary}</summary>) : (summaryChild ?? <summary>Details</summary>);
  return (
    <details {...rest} open={open} className={className ? `quire-details details ${className}` : 'quire-details details'}>
      {shownSummary}
      <div className="quire-details-body">{body}</div>
    </details>
  );
}
