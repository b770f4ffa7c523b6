import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit, EXIT } from 'unist-util-visit';

/**
 * Thrown when a markdown doc's tree holds MDX nodes after the remark
 * plugins ran: a plugin written for Docusaurus (such as npm2yarn, which
 * adds an `import` of `@theme/Tabs` and `<Tabs>` elements) made it MDX.
 * The doc compiler then compiles the doc as MDX, as Docusaurus would have.
 */
export class NeedsMdx extends Error {
  constructor(readonly file: string) {
    super(`${file} holds MDX nodes a remark plugin made; it is compiled as MDX.`);
    this.name = 'NeedsMdx';
  }
}

declare module 'vfile' {
  interface DataMap {
    /** Set by {@link remarkNeedsMdx}: a remark plugin left MDX nodes in a markdown doc. */
    quireNeedsMdx: boolean;
  }
}

/**
 * Remark plugin, last of a markdown doc's: marks the file when a plugin
 * left MDX nodes in the tree, and `compileMarkdown` then throws
 * {@link NeedsMdx}. It does not throw itself: after an async plugin,
 * unified goes on with the pipeline even though `runSync` has given up,
 * and a throw there would have no one to catch it.
 */
export function remarkNeedsMdx() {
  return (tree: Root, file: VFile): void => {
    visit(tree, (node) => {
      if (!node.type.startsWith('mdx')) return undefined;
      file.data.quireNeedsMdx = true;
      return EXIT;
    });
  };
}
