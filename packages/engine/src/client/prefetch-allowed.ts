/** The part of the Network Information API (`navigator.connection`) that prefetching reads. */
export interface ConnectionInfo {
  /** `slow-2g`, `2g`, `3g` or `4g`, as the browser estimates the connection. */
  effectiveType?: string;
  /** Whether the reader asked the browser to save data. */
  saveData?: boolean;
}

/**
 * Whether the site may prefetch pages the reader has not asked for. Only a
 * 2g connection (`2g` or `slow-2g`) with data saver on says no (ARCHITECTURE.md, "prefetch");
 * a browser without the Network Information API says nothing, so yes.
 * Navigation itself never asks: a clicked page always loads.
 */
export function prefetchAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return !(connection.saveData === true && (connection.effectiveType ?? '').includes('2g'));
}
