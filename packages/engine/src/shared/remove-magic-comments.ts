/** Code with its magic comment lines taken out, and the lines they marked. */
export interface MagicCommentResult {
  /** The code as shown, without the magic comment lines. */
  code: string;
  /** 0-based indexes (in `code`) of the lines to mark. */
  highlighted: Set<number>;
  /** For each line of `code`, its 0-based index in the input (to report positions in the source file). */
  sourceLines: number[];
}

type CommentStyle = 'line' | 'hash' | 'block' | 'jsx' | 'html';

// The comment forms an author would write in each language; an unknown or
// missing language accepts them all, like Docusaurus.
const JS_STYLES: CommentStyle[] = ['line', 'block'];
const STYLES_BY_LANGUAGE: Record<string, CommentStyle[]> = {
  js: JS_STYLES,
  javascript: JS_STYLES,
  ts: JS_STYLES,
  typescript: JS_STYLES,
  jsx: ['line', 'block', 'jsx'],
  tsx: ['line', 'block', 'jsx'],
  json: JS_STYLES,
  sh: ['hash'],
  bash: ['hash'],
  shell: ['hash'],
  yaml: ['hash'],
  yml: ['hash'],
  css: ['block'],
  html: ['html'],
  markup: ['html'],
  xml: ['html'],
  svg: ['html'],
};
const ALL_STYLES: CommentStyle[] = ['line', 'hash', 'block', 'jsx', 'html'];

const DIRECTIVE = '(highlight-next-line|highlight-start|highlight-end)';
const PATTERNS: Record<CommentStyle, RegExp> = {
  line: new RegExp(`^\\s*//\\s*${DIRECTIVE}\\s*$`),
  hash: new RegExp(`^\\s*#\\s*${DIRECTIVE}\\s*$`),
  block: new RegExp(`^\\s*/\\*\\s*${DIRECTIVE}\\s*\\*/\\s*$`),
  jsx: new RegExp(`^\\s*\\{\\s*/\\*\\s*${DIRECTIVE}\\s*\\*/\\s*\\}\\s*$`),
  html: new RegExp(`^\\s*<!--\\s*${DIRECTIVE}\\s*-->\\s*$`),
};

/**
 * Takes out lines that are only a magic comment (`// highlight-next-line`,
 * `// highlight-start` … `// highlight-end`, or the `#`, `/* *\/`, `{/* *\/}`
 * and `<!-- -->` forms where the language uses them) and returns which of
 * the remaining lines they mark. A `highlight-start` without an end marks
 * to the last line; a stray `highlight-end` is dropped.
 */
export function removeMagicComments(code: string, language: string | undefined): MagicCommentResult {
  const patterns = (language ? (STYLES_BY_LANGUAGE[language] ?? ALL_STYLES) : ALL_STYLES).map((style) => PATTERNS[style]);
  const kept: string[] = [];
  const sourceLines: number[] = [];
  const highlighted = new Set<number>();
  let nextLine = false;
  let inRange = false;
  code.split('\n').forEach((line, index) => {
    const directive = directiveOf(line, patterns);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') inRange = true;
    else if (directive === 'highlight-end') inRange = false;
    else {
      if (nextLine || inRange) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
      sourceLines.push(index);
    }
  });
  return { code: kept.join('\n'), highlighted, sourceLines };
}

function directiveOf(line: string, patterns: RegExp[]): string | undefined {
  for (const pattern of patterns) {
    const match = pattern.exec(line);
    if (match) return match[1];
  }
  return undefined;
}
