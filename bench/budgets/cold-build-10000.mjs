import { coldBuildRow } from './cold-build.mjs';

// Issue 30: 10 000 pages in 30 s; peak memory shown against no budget.
export default coldBuildRow({ pages: 10000, maxSeconds: 30, showMemory: true, flag: '--10000' });
