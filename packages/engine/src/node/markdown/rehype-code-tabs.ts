import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { CODE_BLOCK_TAG, codeBlockElement } from './code-block-element.js';
import { forEachElement, SKIP_CHILDREN } from './for-each-element.js';
import type { CodeBlockSource } from './rehype-code-blocks.js';
import { stripTypes as stripTypesNow, type StripTypes, type UnstrippableSyntax } from './strip-types.js';

/** Tag name of a TypeScript/JavaScript pair in the shipped HAST; the theme renders it as tabs. */
export const CODE_TABS_TAG = 'quire-code-tabs';

const TYPESCRIPT: Record<string, 'ts' | 'tsx'> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/**
 * Gives every TypeScript block (`ts`, `typescript`, `tsx`) a JavaScript
 * twin made at build time by erasing its types (`stripTypes`), and puts the
 * pair in a `quire-code-tabs` element: TypeScript first, then JavaScript
 * (`js`, or `jsx` for `tsx`). Marked lines follow their code into the
 * JavaScript; a title `store.ts` becomes `store.js` there.
 *
 * A block whose meta says `no-transpile` is left alone. A block whose
 * types cannot be erased (an `enum`, a `namespace`, a parameter property)
 * fails the build with a `type-stripping` error at the offending line,
 * rather than shipping a JavaScript tab that is wrong. A block that does
 * not parse as TypeScript (a fragment such as `reducers: { … }`) is shown
 * as TypeScript only, with a `type-stripping` warning at the place.
 *
 * Runs after `rehypeCodeBlocks`, whose `quireCodeBlock` data it reads.
 *
 * @param options.stripTypes What erases the types (default `stripTypes`); the build cache passes a memo of it.
 */
export function rehypeCodeTabs(options: { stripTypes?: StripTypes } = {}) {
  const stripTypes = options.stripTypes ?? stripTypesNow;
  return (tree: Root, file: VFile) => {
    forEachElement(tree, (node, index, parent) => {
      if (node.tagName !== CODE_BLOCK_TAG) return;
      const source = node.data?.quireCodeBlock;
      // Never into a block: nothing in it is a block.
      if (!source || parent === undefined || index === undefined) return SKIP_CHILDREN;
      const language = source.language ? TYPESCRIPT[source.language] : undefined;
      if (!language || source.meta.noTranspile) return SKIP_CHILDREN;

      const result = stripTypes(source.code, language);
      if (!result.ok) {
        for (const error of result.errors) reportUnstrippable(file, source, error);
        return SKIP_CHILDREN;
      }
      const highlighted = new Set<number>();
      result.sourceLines.forEach((tsLine, jsLine) => source.highlighted.has(tsLine) && highlighted.add(jsLine));
      const js = codeBlockElement({
        language: language === 'tsx' ? 'jsx' : 'js',
        highlight: true,
        code: result.code,
        highlighted,
        ...(source.title ? { title: source.title.replace(/\.(m|c)?ts(x?)$/, '.$1js$2') } : {}),
        showLineNumbers: source.showLineNumbers,
      });
      const tabs: Element = { type: 'element', tagName: CODE_TABS_TAG, properties: {}, children: [node, js] };
      if (node.position) tabs.position = node.position;
      parent.children[index] = tabs;
      return SKIP_CHILDREN;
    });
  };
}

function reportUnstrippable(file: VFile, source: CodeBlockSource, error: UnstrippableSyntax): void {
  const place = { line: source.start.line + source.sourceLines[error.line]!, column: source.start.column + error.column };
  if (error.syntaxError) {
    const warning = file.message(
      `This TypeScript code block does not parse (${error.what.replace(/\.$/, '')}), so Quire shows it without a JavaScript tab.`,
      { place, ruleId: 'type-stripping', source: 'quire' },
    );
    warning.note = 'Fix the syntax, or add `no-transpile` after the language (```ts no-transpile) to show a fragment as TypeScript only without this warning.';
    return;
  }
  const message = file.message(
    `This TypeScript code block uses ${error.what} (\`${error.text}\`), which has no JavaScript equivalent without its types, so Quire cannot make its JavaScript tab.`,
    { place, ruleId: 'type-stripping', source: 'quire' },
  );
  message.fatal = true;
  message.note = 'Rewrite it with erasable syntax (a const object instead of an `enum`, a plain field instead of a parameter property), or add `no-transpile` after the language (```ts no-transpile) to show TypeScript only.';
}
