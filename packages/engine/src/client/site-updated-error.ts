/**
 * A route's files are no longer on the server: the site was deployed again
 * since this page loaded, and the chunks (or route manifest) the page knows
 * of were replaced by others with new content hashes. Loading them again
 * cannot help; loading the page afresh, from the new version, does.
 */
export class SiteUpdatedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('A new version of this site was published since this page was opened, so this page has to be loaded again. Retry loads the new version.', options);
    this.name = 'SiteUpdatedError';
  }
}

/** Whether an error means the site was redeployed under the reader (see {@link SiteUpdatedError}). */
export function isSiteUpdatedError(error: unknown): error is SiteUpdatedError {
  // By name, not `instanceof`: a theme may have bundled its own copy of the runtime.
  return error instanceof Error && error.name === 'SiteUpdatedError';
}
