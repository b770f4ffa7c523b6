/** Where the host's modules hang on `globalThis` (see `host-modules.ts`); a module of its own, read by every page's first script. */
export const HOST_GLOBAL = '__quireHost';
