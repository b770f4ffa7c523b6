import type { DocPageData } from '../../shared/types.js';
import type { FrontMatter } from '../content/doc.js';
import type { LastUpdate } from '../content/git-last-updates.js';

/** Which parts of a last update the site shows (config `showLastUpdateTime`, `showLastUpdateAuthor`). */
export interface ShowLastUpdate {
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
}

/**
 * A doc's last update as its page shows it, as Docusaurus decides it: the
 * front matter's `last_update.date` and `.author` over git's, each part only
 * when the site shows it. A date-only `last_update.date` (`2024-03-01`) is
 * that day at midnight UTC, so it reads the same in every time zone.
 */
export function docLastUpdate(
  frontMatter: Pick<FrontMatter, 'last_update'>,
  git: LastUpdate | undefined,
  show: ShowLastUpdate,
): Pick<DocPageData, 'lastUpdatedAt' | 'lastUpdatedBy'> {
  if (!show.showLastUpdateTime && !show.showLastUpdateAuthor) return {};
  const written = frontMatter.last_update;
  const at = written?.date !== undefined ? Date.parse(written.date) : git?.lastUpdatedAt;
  const by = written?.author ?? git?.lastUpdatedBy;
  return {
    ...(show.showLastUpdateTime && at !== undefined && !Number.isNaN(at) && { lastUpdatedAt: at }),
    ...(show.showLastUpdateAuthor && by !== undefined && { lastUpdatedBy: by }),
  };
}
