import type { Element, ElementContent } from 'hast';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import css from 'refractor/css';
import diff from 'refractor/diff';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import jsx from 'refractor/jsx';
import markdown from 'refractor/markdown';
import markup from 'refractor/markup';
import tsx from 'refractor/tsx';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';

/**
 * The build's default languages, registered in the build's order (the
 * engine's `prism-languages.ts`): `ts`, `js`, `jsx`, `tsx`, `sh`/`bash`,
 * `json`, `diff`, `yaml`, `css`, `html`/`markup`/`xml`/`svg`, `md`. The
 * site's `prism.additionalLanguages` are not loaded here, so a JSX code
 * block of another language is plain text, the same on the server and in
 * the browser.
 */
const SYNTAXES = [typescript, javascript, jsx, tsx, bash, json, diff, yaml, css, markup, markdown];
let registered = false;

function register(): void {
  if (registered) return;
  registered = true;
  for (const syntax of SYNTAXES) refractor.register(syntax);
}

/** Token types the build leaves as plain text (the engine's `UNSTYLED_TOKENS`); a token with a further class keeps its span. */
const UNSTYLED_TOKENS = new Set(['punctuation', 'operator']);

/** What a code block needs to show its code as a fenced block does. */
export interface HighlightOptions {
  /** 0-based indexes of the lines to mark (`code-line highlighted`). */
  highlighted?: ReadonlySet<number>;
  /** Line numbers are shown: every line gets its `code-line` span. */
  numbered?: boolean;
}

/**
 * `code` highlighted with Prism as the build highlights a fenced block, as
 * markup for `CodeBlock`'s `html`: the same tokens (refractor's Prism, the
 * same grammars), made as small as the build makes them (no `token`
 * class; punctuation and operators as plain text), each line in a
 * `<span class="code-line">` (`code-line highlighted` when marked) when
 * lines are marked or numbered, and text escaped as React escapes it.
 * A language it does not know gives the code as escaped plain text.
 *
 * Pure and synchronous, so the server and the hydrating browser make the
 * same markup.
 */
export function highlightCodeHtml(code: string, language: string | undefined, options: HighlightOptions = {}): string {
  register();
  const tokens: ElementContent[] =
    language !== undefined && refractor.registered(language) ? compact(refractor.highlight(code, language).children as ElementContent[]) : [{ type: 'text', value: code }];
  const highlighted = options.highlighted ?? new Set<number>();
  if (!options.numbered && highlighted.size === 0) {
    const out: string[] = [];
    writeNodes(out, tokens);
    return out.join('');
  }
  return splitLines(tokens)
    .map((line, index) => `<span class="${highlighted.has(index) ? 'code-line highlighted' : 'code-line'}">${line}</span>`)
    .join('\n');
}

function classesOf(node: Element): string[] {
  const className = node.properties.className;
  return Array.isArray(className) ? className.map(String) : [];
}

/** The build's `compactTokens`: drops `token`, unwraps unstyled tokens, joins adjacent text. */
function compact(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  const push = (node: ElementContent) => {
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text') out[out.length - 1] = { type: 'text', value: last.value + node.value };
    else out.push(node);
  };
  for (const node of nodes) {
    if (node.type !== 'element') {
      if (node.type === 'text') push(node);
      continue;
    }
    const classes = classesOf(node).filter((name) => name !== 'token');
    const children = compact(node.children);
    if (classes.length === 1 && UNSTYLED_TOKENS.has(classes[0]!)) for (const child of children) push(child);
    else out.push({ ...node, properties: { ...node.properties, className: classes }, children });
  }
  return out;
}

function writeNodes(out: string[], nodes: readonly ElementContent[]): void {
  for (const node of nodes) {
    if (node.type === 'text') out.push(escapeHtml(node.value));
    else if (node.type === 'element') {
      out.push(openTag(node));
      writeNodes(out, node.children);
      out.push('</span>');
    }
  }
}

/**
 * A token's opening tag: its classes, then any other attribute a Prism
 * hook gave it (markup's entities get a `title` with the character), in
 * the order React writes the build's element.
 */
function openTag(node: Element): string {
  let tag = '<span';
  const classes = classesOf(node).join(' ');
  if (classes !== '') tag += ` class="${escapeHtml(classes)}"`;
  for (const [name, value] of Object.entries(node.properties)) {
    if (name !== 'className' && (typeof value === 'string' || typeof value === 'number')) tag += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return tag + '>';
}

/**
 * The markup of each line, as the build's `splitLines` cuts them: a token
 * that spans lines is closed at each newline and opened again on the next
 * line, only where text follows; newlines themselves are left out.
 */
function splitLines(nodes: readonly ElementContent[]): string[] {
  const lines: string[] = [];
  let line = '';
  // The tokens open on the current line, outermost first.
  let open: Element[] = [];
  const write = (text: string, stack: readonly Element[]) => {
    let depth = 0;
    while (depth < open.length && depth < stack.length && open[depth] === stack[depth]) depth++;
    line += '</span>'.repeat(open.length - depth);
    for (const token of stack.slice(depth)) line += openTag(token);
    open = [...stack];
    line += escapeHtml(text);
  };
  const endLine = () => {
    lines.push(line + '</span>'.repeat(open.length));
    line = '';
    open = [];
  };
  const walk = (children: readonly ElementContent[], stack: readonly Element[]) => {
    for (const node of children) {
      if (node.type === 'element') walk(node.children, [...stack, node]);
      else if (node.type === 'text') {
        node.value.split('\n').forEach((part, i) => {
          if (i > 0) endLine();
          if (part !== '') write(part, stack);
        });
      }
    }
  };
  walk(nodes, []);
  endLine();
  return lines;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** The escapes React writes in server HTML (and the build in a block's markup). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
