import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { didYouMean } from '../did-you-mean.js';
import { CODE_BLOCK_TAG, codeBlockElement } from './code-block-element.js';
import { forEachElement, SKIP_CHILDREN } from './for-each-element.js';
import type { CodeBlockSource } from './rehype-code-blocks.js';
import { javaScriptFileName, splitCodeFiles, type CodeFiles } from './split-code-files.js';
import { stripTypes as stripTypesNow, type StripTypes, type UnstrippableSyntax } from './strip-types.js';

/** Tag name of a TypeScript/JavaScript pair in the shipped HAST; the theme renders it as tabs. */
export const CODE_TABS_TAG = 'quire-code-tabs';

/** Class of the `div` holding the files of a multi-file block, one `quire-code-block` each, in a row. */
export const CODE_FILES_CLASS = 'quire-code-files';

const TYPESCRIPT: Record<string, 'ts' | 'tsx'> = { ts: 'ts', typescript: 'ts', tsx: 'tsx' };

/** One piece of a TypeScript block shown as its own code block: the whole block, or one file of it. */
interface Part {
  code: string;
  /** The language it is highlighted and stripped as. */
  language: 'ts' | 'tsx';
  /** The fence's language, or the file's (`tsx` for `App.tsx`), as the block's class. */
  shownLanguage: string;
  title?: string;
  /** 0-based lines of `code` to mark. */
  highlighted: ReadonlySet<number>;
  /** 0-based line of the block's code where `code` starts. */
  offset: number;
}

/**
 * Gives every TypeScript block (`ts`, `typescript`, `tsx`) a JavaScript
 * twin made at build time by erasing its types (`stripTypes`), and puts the
 * pair in a `quire-code-tabs` element: TypeScript first, then JavaScript
 * (`js`, or `jsx` for `tsx`). Marked lines follow their code into the
 * JavaScript; a title `store.ts` becomes `store.js` there.
 *
 * A block cut into files by `// file: name` lines (the convention of
 * remark-typescript-tools, see `splitCodeFiles`) shows each file as a
 * code block of its own, titled with its name (`store.js` in the
 * JavaScript tab), in a `div.quire-code-files` per tab; a file marked
 * `noEmit` is not shown. One shown file is shown as an ordinary block
 * (titled by the fence's `title`, if any), as remark-typescript-tools does.
 * Lines marked by `{1,3}` are counted on the block as written, `// file:`
 * lines and hidden files included; a mark on one of those marks nothing.
 *
 * A block whose meta says `no-transpile` gets no JavaScript (its files are
 * still cut). A block whose types cannot be erased (an `enum`, a
 * parameter property) or that does not parse as TypeScript (a fragment
 * such as `reducers: { … }`) is shown as TypeScript only, as Docusaurus
 * shows it, with a `type-stripping` warning at the place and the reason.
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
      if (!language) return SKIP_CHILDREN;

      const split = splitCodeFiles(source.code);
      if (split) warnAboutFiles(file, source, split);
      const parts = split ? fileParts(source, split, language) : [wholeBlock(source, language)];
      const replacement = split ? parts.map((part) => tsElement(source, part)) : [node];

      const js = source.meta.noTranspile ? undefined : javaScript(file, source, parts, stripTypes);
      let shown: ElementContent;
      if (js) {
        shown = { type: 'element', tagName: CODE_TABS_TAG, properties: {}, children: [files(replacement), files(js)] };
      } else if (replacement.length > 0) {
        shown = files(replacement);
      } else {
        // Every file is hidden: nothing to show (a warning said so).
        shown = { type: 'text', value: '' };
      }
      if (node.position) shown.position = node.position;
      parent.children[index] = shown;
      return SKIP_CHILDREN;
    });
  };
}

/** One block as it is, or several in a row in a `div.quire-code-files`. */
function files(blocks: Element[]): Element {
  if (blocks.length === 1) return blocks[0]!;
  return { type: 'element', tagName: 'div', properties: { className: [CODE_FILES_CLASS] }, children: blocks };
}

function wholeBlock(source: CodeBlockSource, language: 'ts' | 'tsx'): Part {
  return {
    code: source.code,
    language,
    shownLanguage: source.language!,
    ...(source.title ? { title: source.title } : {}),
    highlighted: source.highlighted,
    offset: 0,
  };
}

/** The shown files of a block, each with its own marked lines; titled with their names when there are several. */
function fileParts(source: CodeBlockSource, split: CodeFiles, language: 'ts' | 'tsx'): Part[] {
  const shown = split.files.filter((f) => !f.hidden);
  return shown.map((f): Part => {
    const lineCount = f.code.split('\n').length;
    const highlighted = new Set<number>();
    for (const line of source.highlighted) if (line >= f.startLine && line < f.startLine + lineCount) highlighted.add(line - f.startLine);
    const fileLanguage = /\.[mc]?tsx$/.test(f.name) ? 'tsx' : /\.[mc]?ts$/.test(f.name) ? 'ts' : undefined;
    const title = shown.length > 1 ? f.name : source.title;
    return {
      code: f.code,
      language: fileLanguage ?? language,
      shownLanguage: fileLanguage ?? source.language!,
      ...(title ? { title } : {}),
      highlighted,
      offset: f.startLine,
    };
  });
}

function tsElement(source: CodeBlockSource, part: Part): Element {
  return codeBlockElement({
    language: part.shownLanguage,
    highlight: source.highlight,
    code: part.code,
    highlighted: part.highlighted,
    ...(part.title ? { title: part.title } : {}),
    showLineNumbers: source.showLineNumbers,
  });
}

/** The JavaScript blocks of every part, or `undefined` (with a warning per failure) when one of them cannot be stripped. */
function javaScript(file: VFile, source: CodeBlockSource, parts: Part[], stripTypes: StripTypes): Element[] | undefined {
  const blocks: Element[] = [];
  for (const part of parts) {
    const result = stripTypes(part.code, part.language);
    if (!result.ok) {
      for (const error of result.errors) reportUnstrippable(file, source, part, error);
      continue;
    }
    const highlighted = new Set<number>();
    result.sourceLines.forEach((tsLine, jsLine) => part.highlighted.has(tsLine) && highlighted.add(jsLine));
    blocks.push(
      codeBlockElement({
        language: part.language === 'tsx' ? 'jsx' : 'js',
        highlight: true,
        code: result.code,
        highlighted,
        ...(part.title ? { title: javaScriptFileName(part.title) } : {}),
        showLineNumbers: source.showLineNumbers,
      }),
    );
  }
  // A tab missing some of the files would be wrong: all of them, or no JavaScript tab.
  return blocks.length === parts.length && parts.length > 0 ? blocks : undefined;
}

/** The file line and column of a 0-based line and column of the block's code. */
function placeOf(source: CodeBlockSource, line: number, column: number) {
  return { line: source.start.line + source.sourceLines[line]!, column: source.start.column + column };
}

function reportUnstrippable(file: VFile, source: CodeBlockSource, part: Part, error: UnstrippableSyntax): void {
  const place = placeOf(source, part.offset + error.line, error.column);
  const noTranspile = 'add `no-transpile` after the language (```ts no-transpile) to show TypeScript only without this warning';
  if (error.syntaxError) {
    const warning = file.message(
      `This TypeScript code block does not parse (${error.what.replace(/\.$/, '')}), so Quire shows it without a JavaScript tab.`,
      { place, ruleId: 'type-stripping', source: 'quire' },
    );
    warning.note = `Fix the syntax, or ${noTranspile}.`;
    return;
  }
  const warning = file.message(
    `This TypeScript code block uses ${error.what} (\`${error.text}\`), which has no JavaScript equivalent without its types, so Quire shows it without a JavaScript tab.`,
    { place, ruleId: 'type-stripping', source: 'quire' },
  );
  warning.note = `To get the JavaScript tab, rewrite it with erasable syntax (a const object instead of an \`enum\`, a plain field instead of a parameter property); or ${noTranspile}.`;
}

/** What a multi-file block holds that Quire does not show or does not know: text before the first file, unknown flags, a title, no shown file. */
function warnAboutFiles(file: VFile, source: CodeBlockSource, split: CodeFiles): void {
  const warn = (line: number, column: number, reason: string, note: string) => {
    const message = file.message(reason, { place: placeOf(source, line, column), ruleId: 'code-files', source: 'quire' });
    message.note = note;
  };
  if (split.droppedPreamble) {
    warn(
      split.droppedPreamble.line,
      0,
      'This code block has code before its first `// file:` line, which belongs to no file and is not shown.',
      'Move it into a file (after a `// file: name.ts` line), or remove it.',
    );
  }
  for (const f of split.files) {
    for (const flag of f.unknownFlags) {
      const suggestion = didYouMean(flag, ['noEmit']);
      warn(
        f.fileLine,
        '// file: '.length + f.name.length + 1,
        `Unknown flag "${flag}" after \`// file: ${f.name}\`; it is ignored.`,
        `${suggestion ? `Did you mean "${suggestion}"? ` : ''}The one flag is \`noEmit\`, which hides the file from the reader but keeps it for type-checking.`,
      );
    }
  }
  const shown = split.files.filter((f) => !f.hidden).length;
  if (shown === 0) {
    warn(split.files[0]!.fileLine, 0, 'Every file of this code block is marked `noEmit`, so the block shows nothing.', 'Remove `noEmit` from the file the reader should see.');
  } else if (shown > 1 && source.title) {
    const message = file.message(
      `The title "${source.title}" of this code block is not shown: it has several files, each titled with its \`// file:\` name.`,
      { place: { line: source.start.line - 1, column: source.start.column }, ruleId: 'code-files', source: 'quire' },
    );
    message.note = 'Remove `title=` from the fence, or keep one file in the block.';
  }
}
