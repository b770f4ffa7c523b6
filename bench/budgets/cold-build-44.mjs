import { coldBuildRow } from './cold-build.mjs';

export default coldBuildRow({ pages: 44, maxSeconds: 0.8 });
