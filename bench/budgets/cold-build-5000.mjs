import { coldBuildRow } from './cold-build.mjs';

export default coldBuildRow({ pages: 5000, maxSeconds: 30, maxPeakBytes: 1000 * 1000 * 1000, flag: '--5000' });
