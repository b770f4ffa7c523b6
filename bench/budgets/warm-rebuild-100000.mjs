import { warmRebuildRow } from './warm-rebuild.mjs';

// Issue 30, item 3: one page edited in a 100 000-page site, rebuilt in 5 s; 3 runs, each rebuild a few seconds.
export default warmRebuildRow({ pages: 100000, runs: 3, maxSeconds: 5, flag: '--100000' });
