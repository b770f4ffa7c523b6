/** A file the bundle phase produced, not yet written. */
export interface BundleFile {
  /** Path relative to the output folder, `/`-separated. */
  path: string;
  contents: Uint8Array;
}

/**
 * What the bundle phase made, in memory: it runs beside the markdown phase,
 * before the output folder exists, and `writeBundle` puts it in place.
 * Paths are relative to the output folder.
 */
export interface BundleOutput {
  /** The client entry script (runtime + theme). */
  clientScript: string;
  /** Chunks the client entry imports statically, to preload. */
  clientDeps: string[];
  /** Stylesheets of the client entry. */
  stylesheets: string[];
  /** Every file for the browser: scripts, stylesheets, fonts, images the theme imports. */
  files: BundleFile[];
  /** The server renderer (the theme and `@quire/engine/ssr`, React included) as one ES module for Node. */
  serverModule: string;
  /** Bytes of JavaScript and CSS for the browser. */
  bytes: number;
  /** Absolute paths of every source file esbuild read for either bundle (theme, runtime, React…): what the build cache checks. */
  inputs: string[];
  /**
   * SHA-256 (hex) of each of `inputs`, in order, when whoever made the
   * bundle has just checked them (the prebuilt bundle's are checked against
   * its manifest): the build cache then takes them rather than reading and
   * hashing every source file again.
   */
  inputHashes?: string[];
}
