/** An internal link to check, wherever it was written. */
export interface LinkSource {
  /** Target: route path with optional `#fragment`, as written or already resolved. */
  url: string;
  /** File the link was written in (absolute). */
  file: string;
  line?: number;
  column?: number;
  /** Where the link sits, for the message: "links to", "navbar item links to"… */
  context: string;
}
