import { coldBuildRow } from './cold-build.mjs';

export default coldBuildRow({ pages: 1000, maxSeconds: 6 });
