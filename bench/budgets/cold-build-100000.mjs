import { coldBuildRow } from './cold-build.mjs';

// Issue 30, item 3: 100 000 pages on the 2-core machine.
export default coldBuildRow({ pages: 100000, maxSeconds: 5 * 60, maxPeakBytes: 2000 * 1000 * 1000, flag: '--100000' });
