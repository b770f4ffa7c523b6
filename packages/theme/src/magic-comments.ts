/** Code without its magic comment lines, and the lines they mark. */
export interface MagicComments {
  code: string;
  /** 0-based indexes, in `code`, of the lines to mark. */
  highlighted: Set<number>;
}

type Form = 'slashes' | 'hash' | 'block' | 'jsx' | 'html';

const DIRECTIVE = '(highlight-next-line|highlight-start|highlight-end)';
const FORMS: Record<Form, RegExp> = {
  slashes: new RegExp(`^\\s*//\\s*${DIRECTIVE}\\s*$`),
  hash: new RegExp(`^\\s*#\\s*${DIRECTIVE}\\s*$`),
  block: new RegExp(`^\\s*/\\*\\s*${DIRECTIVE}\\s*\\*/\\s*$`),
  jsx: new RegExp(`^\\s*\\{\\s*/\\*\\s*${DIRECTIVE}\\s*\\*/\\s*\\}\\s*$`),
  html: new RegExp(`^\\s*<!--\\s*${DIRECTIVE}\\s*-->\\s*$`),
};
const SCRIPT: Form[] = ['slashes', 'block'];
const SHELL: Form[] = ['hash'];
const MARKUP: Form[] = ['html'];
/** The comment forms each language's authors write; any other language (or none) takes them all, as Docusaurus does. */
const FORMS_OF: Record<string, Form[]> = {
  js: SCRIPT,
  javascript: SCRIPT,
  ts: SCRIPT,
  typescript: SCRIPT,
  json: SCRIPT,
  jsx: [...SCRIPT, 'jsx'],
  tsx: [...SCRIPT, 'jsx'],
  sh: SHELL,
  bash: SHELL,
  shell: SHELL,
  yaml: SHELL,
  yml: SHELL,
  css: ['block'],
  html: MARKUP,
  markup: MARKUP,
  xml: MARKUP,
  svg: MARKUP,
};
const EVERY_FORM = Object.keys(FORMS) as Form[];

/**
 * Docusaurus' magic comments, read as the build reads them in fenced
 * blocks (the engine's `removeMagicComments`): a line that is only
 * `// highlight-next-line`, `// highlight-start` or `// highlight-end` (or
 * the `#`, `/* *\/`, `{/* *\/}` and `<!-- -->` forms, where the language
 * uses them) is taken out, and the lines it speaks of are marked. A start
 * without an end marks to the last line; an end without a start is
 * dropped.
 */
export function readMagicComments(code: string, language: string | undefined): MagicComments {
  const patterns = (language !== undefined && Object.hasOwn(FORMS_OF, language) ? FORMS_OF[language]! : EVERY_FORM).map((form) => FORMS[form]);
  const lines: string[] = [];
  const highlighted = new Set<number>();
  let markNext = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const directive = patterns.map((pattern) => pattern.exec(line)?.[1]).find((found) => found !== undefined);
    if (directive === 'highlight-next-line') markNext = true;
    else if (directive === 'highlight-start') inRange = true;
    else if (directive === 'highlight-end') inRange = false;
    else {
      if (markNext || inRange) highlighted.add(lines.length);
      markNext = false;
      lines.push(line);
    }
  }
  return { code: lines.join('\n'), highlighted };
}
