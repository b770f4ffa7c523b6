import type { ClientManifest } from '../../shared/types.js';

/** What the bundle phase wrote, as paths relative to the output folder. */
export interface BundleOutput {
  /** The client entry script (runtime + theme). */
  clientScript: string;
  /** Chunks the client entry imports statically, to preload. */
  clientDeps: string[];
  /** Stylesheets of the client entry. */
  stylesheets: string[];
  /** Chunk of each route (and of the fallback page) with its static imports. */
  manifest: ClientManifest;
  /** The manifest's JSON file, content-hashed, for the browser to fetch. */
  manifestFile: string;
  /** Bytes of JavaScript and CSS written. */
  bytes: number;
}
