import { coldBuildRow } from './cold-build.mjs';

// No budget: issue 28 measures each performance mechanism at 1000 and 10 000 pages.
export default coldBuildRow({ pages: 10000, flag: '--sizes 1000,10000' });
