import type { Root as HastRoot } from 'hast';
import type { TocItem } from '../../shared/types.js';
import type { Diagnostic } from '../diagnostic.js';

/** An internal link found in a doc, already resolved to an absolute route path. */
export interface CollectedLink {
  /** Resolved target: route path plus optional `#fragment`, e.g. `/api/createSlice#parameters`, or `#x` for the same page resolved to `<route>#x`. */
  url: string;
  /** The href as the author wrote it. */
  raw: string;
  /** 1-based line and column of the link in the source file. */
  line: number;
  column: number;
}

/** The markdown phase's output for one doc: a pure function of its source and the options. */
export interface CompiledDoc {
  /** Front-matter title, else the text of the first `#` heading, else the file name. */
  title: string;
  /** True when the body opens with its own `#` heading. */
  hasTitleHeading: boolean;
  /** HAST of the body, positions stripped, internal hrefs rewritten to absolute route paths. */
  body: HastRoot;
  toc: TocItem[];
  /** Every heading id on the page, for `#anchor` checks. */
  headingIds: string[];
  /** Every internal link, for the link checker. */
  links: CollectedLink[];
  /** Warnings found while compiling (e.g. a relative `.md` link to a missing file). */
  warnings: Diagnostic[];
}
