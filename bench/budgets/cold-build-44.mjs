import { coldBuildRow } from './cold-build.mjs';

// Issue 28: a tiny site no longer drives the design (it was 0.8 s).
export default coldBuildRow({ pages: 44, maxSeconds: 1.0 });
