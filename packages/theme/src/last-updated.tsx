let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * Formats a doc's last update day as Docusaurus does ("Mar 1, 2024"), in
 * UTC and English: the server and the browser format it alike, so the
 * page hydrates without a mismatch whatever the reader's time zone. Made
 * on first use: making it costs about 12 ms, which every build paid when
 * the server renderer loaded, sites that show no dates included.
 */
function formatDay(at: number): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(at);
}

/** "Last updated on <date> by <author>", with either part left out when the site does not show it. */
export function LastUpdated({ at, by }: { at?: number; by?: string }) {
  if (at === undefined && by === undefined) return null;
  return (
    <span className="quire-last-updated">
      Last updated
      {at !== undefined && (
        <>
          {' on '}
          <time dateTime={new Date(at).toISOString()} itemProp="dateModified">
            {formatDay(at)}
          </time>
        </>
      )}
      {by !== undefined && (
        <>
          {' by '}
          <b>{by}</b>
        </>
      )}
    </span>
  );
}
