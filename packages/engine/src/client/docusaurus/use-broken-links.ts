/** What {@link useBrokenLinks} gives. */
export interface BrokenLinks {
  collectLink: (link: string | undefined) => void;
  collectAnchor: (anchor: string | undefined) => void;
}

const nothing: BrokenLinks = { collectLink: () => {}, collectAnchor: () => {} };

/**
 * Docusaurus's `@docusaurus/useBrokenLinks`: components report the links
 * and anchors they render so that broken ones fail the build. Quire checks
 * links in its own links phase, so this reports to nothing.
 */
export default function useBrokenLinks(): BrokenLinks {
  return nothing;
}
