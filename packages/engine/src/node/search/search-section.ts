/**
 * One heading section of a page as search sees it: the text between a
 * heading and the next heading of any level. A result lands on
 * `route#anchor`, so a reader arrives at the matching heading.
 */
export interface SearchSection {
  /** Id of the heading that opens the section; `''` for the text above the first heading (the page's top). */
  anchor: string;
  /** The heading's plain text; the page title for the top section. */
  heading: string;
  /** Heading level: 1 for the top section, 2 for `##`, … */
  depth: number;
  /** The section's prose: paragraphs, lists, tables and inline code, whitespace collapsed. */
  text: string;
  /** Identifiers found in the section's code blocks (`createSlice`, `builder`), each once. */
  code: string[];
}

/** A page's search input: its route, title and heading sections in document order. */
export interface SearchPage {
  /** Route path without base URL, e.g. `/api/createSlice`. */
  route: string;
  title: string;
  sections: SearchSection[];
}
