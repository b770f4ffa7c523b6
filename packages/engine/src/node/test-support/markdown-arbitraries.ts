/**
 * fast-check arbitraries for markdown documents that mix every construct
 * the engine supports — front matter, headings with custom ids, GFM tables,
 * task lists, footnotes and strikethrough, admonitions (titled, nested,
 * unknown, unclosed), code fences with meta and magic comments, TypeScript
 * blocks that get JavaScript tabs, raw HTML including `<script>`, links,
 * images, directives — with random text and stray syntax between them, so
 * that the mixes are often malformed in ways an author's typo makes them.
 */
import fc from 'fast-check';

/** Text an author might type, with the characters markdown gives meaning to over-represented. */
const SYNTAX_CHARS = ['*', '_', '~', '`', '[', ']', '(', ')', '<', '>', '#', ':', '|', '!', '\\', '&', '{', '}', '-', '+', '=', '"', "'", '\t', ' ', '\n'];
const syntaxChar = fc.constantFrom(...SYNTAX_CHARS);
/**
 * Any code points, lone surrogates and controls included. Made from
 * integers rather than `fc.string({ unit: 'binary' })`, whose first shrink
 * builds a map of all 1.1 million code points (seconds of CPU).
 */
const anyCodePoints = (maxLength: number) =>
  fc.array(fc.integer({ min: 0, max: 0x10ffff }), { minLength: 1, maxLength }).map((points) => String.fromCodePoint(...points));
const word = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('store', 'slice', 'Redux', 'query', 'état', 'naïve', '日本語', '😀', 'a', 'x1', 'setup', 'install') },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) },
  { weight: 1, arbitrary: anyCodePoints(3) },
  { weight: 2, arbitrary: syntaxChar },
);

/** A short run of words and markup characters, on one line or not. */
export const inlineText: fc.Arbitrary<string> = fc.array(word, { minLength: 1, maxLength: 8 }).map((words) => words.join(' '));

const identifier = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
const href = fc.oneof(
  fc.constantFrom('/', '/intro', '/guide/setup#install', './setup.md', './setup.md#install', '../intro.md', 'missing.md', '#local', 'https://example.org/a?b=c'),
  fc.constantFrom('javascript:alert(1)', 'mailto:a@example.org', '', ' ', '<>', '%zz', '//evil.example', 'file:///etc/passwd'),
  identifier.map((id) => `/docs/${id}#${id}`),
);
const imageSrc = fc.constantFrom('./img/diagram.svg', '/img/logo.svg', 'img/missing.png', 'https://example.org/x.png', '', 'data:image/png;base64,AAAA', '../../../etc/passwd');

/** Inline markup: emphasis, code, links, images, footnote references, autolinks, inline directives, raw inline HTML. */
export const inline: fc.Arbitrary<string> = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    inlineText,
    tie('inline').map((t) => `*${t}*`),
    tie('inline').map((t) => `**${t}**`),
    tie('inline').map((t) => `~~${t}~~`),
    inlineText.map((t) => `\`${t.replace(/\n/g, ' ')}\``),
    fc.tuple(tie('inline'), href).map(([t, h]) => `[${t}](${h})`),
    fc.tuple(inlineText, imageSrc).map(([alt, src]) => `![${alt}](${src})`),
    fc.tuple(inlineText, href).map(([t, h]) => `[${t}][${h}]`),
    identifier.map((id) => `[^${id}]`),
    fc.constantFrom('https://example.org', 'www.example.org', 'a@example.org', '<https://example.org>', '&amp;', '&#x0;', '&#99999999;', '10:30', ':abbr[HTML]{title="x"}', '::video{src=x}', ':a'),
    fc.constantFrom('<kbd>Ctrl</kbd>', '<b>', '</i>', '<span onclick="x()">s</span>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<!-- c -->', '<a href="javascript:x">j</a>'),
  ),
})).inline;

const paragraph = fc.array(inline, { minLength: 1, maxLength: 5 }).map((parts) => parts.join(' '));

const heading = fc
  .tuple(fc.integer({ min: 1, max: 7 }), paragraph, fc.option(fc.oneof(identifier, fc.constantFrom('', ' ', 'a b', '#', '}'))))
  .map(([level, text, id]) => `${'#'.repeat(level)} ${text.replace(/\n/g, ' ')}${id === null ? '' : ` {#${id}}`}`);

const table = fc
  .tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.array(inline, { minLength: 1, maxLength: 16 }))
  .map(([columns, rows, cells]) => {
    const cell = (i: number) => cells[i % cells.length]!.replace(/\n/g, ' ').replace(/\|/g, '\\|');
    const row = (r: number) => `| ${Array.from({ length: columns }, (_, c) => cell(r * columns + c)).join(' | ')} |`;
    const align = `|${Array.from({ length: columns }, (_, c) => [' --- ', ' :-- ', ' :-: ', ' --: '][c % 4]).join('|')}|`;
    return [row(0), align, ...Array.from({ length: rows }, (_, r) => row(r + 1))].join('\n');
  });

const taskList = fc
  .array(fc.tuple(fc.constantFrom('[ ]', '[x]', '[X]', '[]', ''), paragraph), { minLength: 1, maxLength: 4 })
  .map((items) => items.map(([box, text]) => `- ${box} ${text.replace(/\n/g, ' ')}`).join('\n'));

const footnoteDefinition = fc.tuple(identifier, paragraph).map(([id, text]) => `[^${id}]: ${text}`);

const codeLine = fc.oneof(
  fc.constantFrom(
    'const store = configureStore({ reducer: {} });',
    'export type RootState = ReturnType<typeof store.getState>;',
    'function f<T>(x: T): T { return x; }',
    'const el = <div className="x">{value}</div>;',
    'enum Color { Red }',
    'namespace N { export const a = 1; }',
    'class A { constructor(private x: number) {} }',
    'let x = ;',
    '// highlight-next-line',
    '// highlight-start',
    '// highlight-end',
    '/* highlight-next-line */',
    '{/* highlight-next-line */}',
    '<!-- highlight-next-line -->',
    '```',
    '</script><script>alert(1)</script>',
  ),
  inlineText,
);
const codeLanguage = fc.constantFrom('', 'ts', 'tsx', 'typescript', 'js', 'jsx', 'json', 'bash', 'sh', 'diff', 'html', 'css', 'md', 'nope-lang', 'ts no-transpile', '{');
const codeMeta = fc
  .array(fc.constantFrom('title="store.ts"', 'title=""', 'title="a b.tsx"', '{1,3-4}', '{0}', '{9-2}', '{1,,}', 'showLineNumbers', 'showLineNumbers=5', 'no-transpile', '{', '"'), {
    maxLength: 3,
  })
  .map((parts) => parts.join(' '));
const codeFence = fc
  .tuple(fc.constantFrom('```', '````', '~~~'), codeLanguage, codeMeta, fc.array(codeLine, { maxLength: 6 }), fc.boolean())
  .map(([fence, lang, meta, lines, closed]) => `${fence}${lang}${meta ? ` ${meta}` : ''}\n${lines.join('\n')}${closed ? `\n${fence}` : ''}`);

const rawHtmlBlock = fc.oneof(
  fc.constantFrom(
    '<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>',
    '<script>window.pwned = true</script>',
    '<script src="https://evil.example/x.js"></script>',
    '<style>body { display: none }</style>',
    '<iframe src="https://example.org"></iframe>',
    '<table><tr><td colspan="2">x</td></tr></table>',
    '<div>\n<div>\n<p>unclosed',
    '</div></div></div>',
    '<div onmouseover="alert(1)">x</div>',
    '<svg><script>alert(1)</script></svg>',
    '<!-- unclosed comment',
    '<?php echo 1; ?>',
    '<![CDATA[ x ]]>',
    '<textarea><div></textarea>',
  ),
  paragraph.map((p) => `<div class="note">\n\n${p}\n\n</div>`),
);

const admonitionType = fc.constantFrom('note', 'tip', 'info', 'warning', 'danger', 'caution', 'nope', 'Note', 'tip-x', '');
const admonitionTitle = fc.oneof(
  fc.constant(''),
  inlineText.map((t) => ` ${t.replace(/\n/g, ' ')}`),
  inlineText.map((t) => `[${t.replace(/\n/g, ' ')}]`),
  fc.constantFrom("[What You'll Learn]", ' What You\'ll Learn', '[unclosed', '{title="x"}', '[a]{b}'),
);

/** Block-level markdown, with containers (quotes, lists, admonitions) holding further blocks. */
export const block: fc.Arbitrary<string> = fc.letrec<{ block: string; blocks: string }>((tie) => ({
  blocks: fc.array(tie('block'), { minLength: 1, maxLength: 3 }).map((blocks) => blocks.join('\n\n')),
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: paragraph },
    { weight: 2, arbitrary: heading },
    table,
    taskList,
    footnoteDefinition,
    { weight: 2, arbitrary: codeFence },
    rawHtmlBlock,
    fc.constantFrom('---', '***', '- - -', '===', '> ', '-', '1.', ':::', '::::', '```', '    indented code', '\t\ttabbed', '[ref]: /intro "Title"', '[^dangling]'),
    // Admonitions: the outer fence is longer than any inside, as the syntax requires; sometimes left unclosed.
    fc
      .tuple(fc.integer({ min: 3, max: 6 }), admonitionType, admonitionTitle, tie('blocks'), fc.boolean())
      .map(([colons, type, title, body, closed]) => `${':'.repeat(colons)}${type}${title}\n\n${body}${closed ? `\n\n${':'.repeat(colons)}` : ''}`),
    tie('blocks').map((body) => body.replace(/^/gm, '> ')),
    fc
      .tuple(fc.constantFrom('- ', '* ', '+ ', '1. ', '2) '), fc.array(tie('blocks'), { minLength: 1, maxLength: 3 }))
      .map(([marker, items]) => items.map((item) => `${marker}${item.replace(/\n/g, `\n${' '.repeat(marker.length)}`)}`).join('\n')),
  ),
})).block;

/** Front matter an author writes: right keys with values of the right type, in any order. */
const validFrontMatterEntry = fc.oneof(
  inlineText.map((t) => `title: ${JSON.stringify(t)}`),
  inlineText.map((t) => `description: ${JSON.stringify(t)}`),
  inlineText.map((t) => `sidebar_label: ${JSON.stringify(t)}`),
  fc.integer({ min: -5, max: 100 }).map((n) => `sidebar_position: ${n}`),
  fc.boolean().map((b) => `hide_title: ${b}`),
  fc.boolean().map((b) => `hide_table_of_contents: ${b}`),
  fc.integer({ min: 2, max: 3 }).map((n) => `toc_min_heading_level: ${n}`),
  fc.integer({ min: 3, max: 6 }).map((n) => `toc_max_heading_level: ${n}`),
  fc.array(identifier, { maxLength: 3 }).map((tags) => `keywords: [${tags.join(', ')}]`),
  identifier.map((id) => `unknown_key: ${id}`),
);
/** Front matter gone wrong: values of the wrong type, broken YAML, aliases without anchors. */
const wildFrontMatterEntry = fc
  .tuple(
    fc.constantFrom('title', 'id', 'slug', 'sidebar_position', 'hide_title', 'toc_min_heading_level', 'draft', 'title ', ''),
    fc.constantFrom('true', 'null', '[a, b]', '{a: 1}', '[unclosed', '"unclosed', ': x', '- a\n- b', '&anchor x', '*alias', '!!binary x', '|\n  block', '42', '/x/'),
  )
  .map(([key, value]) => `${key}: ${value}`);
const frontMatter = fc
  .array(fc.oneof({ weight: 12, arbitrary: validFrontMatterEntry }, { weight: 1, arbitrary: wildFrontMatterEntry }), { maxLength: 4 })
  // A key twice is a YAML error of its own; keep it rare by keeping each key's first line.
  .map((entries) => `---\n${[...new Map(entries.map((entry) => [entry.split(':')[0], entry])).values()].join('\n')}\n---\n`);

/** A whole markdown document: optional front matter (sometimes malformed), then blocks. */
export const markdownDocument: fc.Arbitrary<string> = fc
  .tuple(fc.option(frontMatter, { freq: 3 }), fc.array(block, { minLength: 1, maxLength: 6 }), fc.constantFrom('\n', '\n', '\n', '\r\n', ''))
  .map(([front, blocks, eol]) => {
    const body = blocks.join('\n\n');
    const text = `${front ?? ''}${body}\n`;
    return eol === '\r\n' ? text.replace(/\n/g, '\r\n') : eol === '' ? text.trimEnd() : text;
  });

/** Bytes a file might hold: random bytes, UTF-16, a byte-order mark, or valid markdown cut at a random byte. */
export const documentBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }),
  anyCodePoints(500).map((s) => new TextEncoder().encode(s)),
  fc.string({ maxLength: 300 }).map((s) => Buffer.from(`\ufeff${s}`, 'utf16le')),
  fc.tuple(markdownDocument, fc.nat()).map(([doc, cut]) => {
    const bytes = new TextEncoder().encode(`\ufeff${doc}`);
    return bytes.subarray(0, cut % (bytes.length + 1));
  }),
);

/** Phrasing an admonition holds: words, code, emphasis, links; none of the syntax that sends a doc to remark-parse. */
const plainInline = fc
  .array(fc.constantFrom('store', 'slice', '`code`', '*em*', '**strong**', '[link](/a)', 'a', 'x1', '<kbd>K</kbd>'), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' '));
const fenceLabel = fc.constantFrom('', ' Title', " What You'll Learn", ' Use `x` *now*', '[Label]', '[A `b`]', '  Two blanks', ' Trailing  ', '{#id}', ' [x](y)', '[]', '   ');

/**
 * Markdown documents built around admonitions (container directives): any
 * fence length, nested with longer, equal or shorter fences, titled by a
 * label or after a space, closed or not, closed by an indented fence,
 * interrupting a paragraph or not, holding paragraphs, code, lists and
 * quotes. For differential tests of the directive parsing.
 */
export const admonitionDocument: fc.Arbitrary<string> = fc
  .tuple(
    fc.letrec<{ block: string; blocks: string }>((tie) => ({
      blocks: fc.array(tie('block'), { minLength: 1, maxLength: 3 }).map((blocks) => blocks.join('\n\n')),
      block: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        { weight: 3, arbitrary: plainInline },
        fc.constantFrom('```js\nconst a = 1;\n```', '```\n:::\n```', '- a\n- b', '> quote', '# Heading', '    indented'),
        fc
          .tuple(fc.integer({ min: 3, max: 5 }), fc.constantFrom('note', 'tip', 'warning', 'nope', 'tip-x', 'Tip'), fenceLabel, tie('blocks'), fc.constantFrom('\n', '\n\n'), fc.constantFrom('', '', '', ' ', '  ', 'none'))
          .map(([colons, type, label, body, gap, close]) => `${':'.repeat(colons)}${type}${label}${gap}${body}${close === 'none' ? '' : `\n${close.trim() === '' ? close : ''}${':'.repeat(colons)}`}`),
      ),
    })).blocks,
    fc.constantFrom('', 'Text before\n', '- item\n\n'),
  )
  .map(([body, before]) => `${before}${body}\n`);
