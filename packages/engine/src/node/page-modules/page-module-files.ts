/** Where one page component (an MDX doc, a custom page) was bundled to. */
export interface PageModuleFiles {
  /** Its browser module, relative to the output folder: `assets/pages/guide-tabs-3F2A1B9C.js`. */
  client: string;
  /** The chunks that module imports statically, relative to the output folder, for preloading. */
  deps: string[];
  /** The CSS its components import, relative to the output folder: linked by its pages. */
  styles: string[];
  /** Its server module (CommonJS `.cjs`, or an ES module `.mjs` that `require` loads), an absolute path in the staging folder's server folder, removed with it. */
  server: string;
  /** The source files it was made from (absolute paths, outside `node_modules`): what `quire dev` watches to bundle it again. */
  inputs?: string[];
}

/** A page component to bundle: its module's source, and the file it was made from. */
export interface PageModuleSource {
  /** The route it renders, which names it in the result. */
  route: string;
  /** A readable name for its files, e.g. the doc id. */
  name: string;
  /** Its source file (an MDX doc, a custom page); relative imports resolve from its folder. */
  file: string;
  /** Its JavaScript (an MDX doc's compiled module); absent for a page that is a component file itself. */
  code?: string;
  /** `code` imports nothing (see `recmaHostImports`): it is compiled on its own, without bundling. */
  standalone?: boolean;
}
