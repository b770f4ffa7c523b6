/**
 * Turning zod's validation issues into diagnostics a site author can act on:
 * each names the key path, says what is wrong and how to fix it, and points
 * at the line and column where the key is written when that can be found.
 */
import type { z } from 'zod';
import type { Diagnostic } from '../diagnostic.js';
import { didYouMean } from '../did-you-mean.js';
import { findKeyInSource, locateInSource, type SourcePosition } from '../locate-in-source.js';
import { objectKeysAt } from './schema-keys.js';

type Issue = z.core.$ZodIssue;

/** What the issues were found in, to name places and suggest fixes. */
export interface IssueContext {
  /** The schema the value was checked against, to list the keys an object allows. */
  schema: z.core.$ZodType;
  /** The value that failed validation, to follow the union branch it took. */
  input: unknown;
  /** Absolute path of the module the value came from. */
  file: string;
  /** The module's source text, to find the line and column of a key. */
  source?: string;
  /** How messages name the top-level object (default `the config`). */
  rootName?: string;
}

/** One diagnostic per problem, in the order zod found them. */
export function formatConfigIssues(issues: readonly Issue[], context: IssueContext): Diagnostic[] {
  const expanded = issues.flatMap((issue) => expandUnions(issue, []));
  const renamed = misspeltKeys(expanded, context);
  return expanded
    .filter((issue) => !(isMissingKey(issue) && renamed.has(keyOf(issue.path))))
    .flatMap((issue) => toDiagnostics(issue, context));
}

/**
 * Paths of required keys that an unknown key is a likely misspelling of.
 * `{ lable: 'x' }` is one mistake, so it gets one diagnostic ("Did you mean
 * `label`?") rather than a second one saying `label` is missing.
 */
function misspeltKeys(issues: readonly Issue[], context: IssueContext): Set<string> {
  const result = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const allowed = objectKeysAt(context.schema, issue.path, context.input) ?? [];
    for (const key of issue.keys) {
      const suggestion = didYouMean(key, allowed);
      if (suggestion !== undefined) result.add(keyOf([...issue.path, suggestion]));
    }
  }
  return result;
}

function isMissingKey(issue: Issue): boolean {
  return issue.code === 'invalid_type' && issue.input === undefined && typeof issue.path.at(-1) === 'string';
}

const keyOf = (path: readonly PropertyKey[]): string => JSON.stringify(path.map(String));

/**
 * A union reports one list of issues per branch. When all but one branch
 * failed only because the value is of another kind (an object where a string
 * was allowed, say), the remaining branch is the one the author meant: report
 * its issues directly instead of a vague "invalid input".
 */
function expandUnions(issue: Issue, base: readonly PropertyKey[]): Issue[] {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
  // A missing value fails every branch by its kind: one "missing key" issue (a list or an object, say) says so.
  if (issue.input === undefined && issue.errors.every((branch) => branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0)) {
    const expected = [...new Set(issue.errors.map((branch) => (branch[0] as { expected: string }).expected))].join(' or ');
    return [{ code: 'invalid_type', expected, input: undefined, path, message: issue.message } as Issue];
  }
  const plausible = issue.errors.filter(
    (branch) => !(branch.length === 1 && branch[0]?.code === 'invalid_type' && branch[0].path.length === 0),
  );
  if (plausible.length !== 1) return [{ ...issue, path }];
  return plausible[0]!.flatMap((inner) => expandUnions(inner, path));
}

function toDiagnostics(issue: Issue, context: IssueContext): Diagnostic[] {
  const where = describePath(issue.path, context.rootName ?? 'the config');
  switch (issue.code) {
    case 'unrecognized_keys': {
      const allowed = objectKeysAt(context.schema, issue.path, context.input) ?? [];
      return issue.keys.map((key) => {
        const suggestion = didYouMean(key, allowed);
        const hint = suggestion
          ? `Did you mean "${suggestion}"?`
          : allowed.length > 0
            ? `Allowed keys: ${allowed.map((k) => `"${k}"`).join(', ')}.`
            : undefined;
        return diagnostic(context, [...issue.path, key], `Unknown key "${key}" in ${where}.`, hint);
      });
    }
    case 'invalid_type': {
      const last = issue.path.at(-1);
      if (isMissingKey(issue) && typeof last === 'string') {
        const parent = issue.path.slice(0, -1);
        const message = `Missing required key "${last}" in ${describePath(parent, context.rootName ?? 'the config')}.`;
        return [diagnostic(context, parent, message, `Add \`${last}\` (${issue.expected}).`)];
      }
      const message = `Wrong type for ${where}: expected ${issue.expected}, received ${describeValue(issue.input)}.`;
      return [diagnostic(context, issue.path, message, typeFix(issue.path, issue.expected, issue.input))];
    }
    case 'invalid_value': {
      const expected = issue.values.map((v) => JSON.stringify(v)).join(', ');
      const message = `Invalid value ${literal(issue.input)} for ${where}: expected one of ${expected}.`;
      return [diagnostic(context, issue.path, message, suggest(issue.input, issue.values))];
    }
    case 'invalid_union': {
      // A discriminated union (sidebar items by `type`) names the field that matched no branch.
      // An object branch without the discriminator (sidebars' shorthand categories) is no value to name.
      const options = 'options' in issue ? issue.options?.filter((option) => option !== undefined) : undefined;
      if (issue.discriminator !== undefined && options) {
        const value = (issue.input as Record<string, unknown> | undefined)?.[issue.discriminator];
        const expected = options.map((v) => JSON.stringify(v)).join(', ');
        const message = `Invalid value ${literal(value)} for ${where}: expected one of ${expected}.`;
        return [diagnostic(context, issue.path, message, suggest(value, options))];
      }
      const kinds = new Set<string>();
      for (const branch of issue.errors) {
        for (const inner of branch) if (inner.path.length === 0 && inner.code === 'invalid_type') kinds.add(inner.expected);
      }
      const expected = kinds.size > 0 ? [...kinds].join(' or ') : 'another value';
      const message = `Invalid value for ${where}: expected ${expected}, received ${describeValue(issue.input)}.`;
      return [diagnostic(context, issue.path, message)];
    }
    default:
      return [diagnostic(context, issue.path, `Invalid value for ${where}: ${issue.message}`)];
  }
}

function diagnostic(context: IssueContext, path: readonly PropertyKey[], message: string, hint?: string): Diagnostic {
  const position = context.source === undefined ? undefined : locate(context.source, path);
  return {
    severity: 'error',
    message,
    file: context.file,
    ...(position && { line: position.line, column: position.column }),
    ...(hint !== undefined && { hint }),
  };
}

/** Follow the path from the default export; failing that, find the key's name anywhere. */
function locate(source: string, path: readonly PropertyKey[]): SourcePosition | undefined {
  const found = locateInSource(source, path, 'key');
  if (found) return found;
  const lastKey = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  return lastKey === undefined ? undefined : findKeyInSource(source, lastKey);
}

function suggest(value: unknown, options: readonly unknown[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = didYouMean(value, options.filter((o): o is string => typeof o === 'string'));
  return match === undefined ? undefined : `Did you mean "${match}"?`;
}

/** How to write a value of the expected type, e.g. "Write it as a string: `title: '42'`." */
function typeFix(path: readonly PropertyKey[], expected: string, input: unknown): string {
  const kind = `${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  const key = path.at(-1);
  const examples: Record<string, string> = {
    string: `'${typeof input === 'number' || typeof input === 'boolean' ? String(input) : 'text'}'`,
    number: typeof input === 'string' && input.trim() !== '' && !Number.isNaN(Number(input)) ? input : '3',
    boolean: 'true',
    array: '[ ... ]',
    object: '{ ... }',
  };
  const example = examples[expected];
  return typeof key === 'string' && example ? `Write it as ${kind}: \`${key}: ${example}\`.` : `Change it to ${kind}.`;
}

/** `navbar.items[2].label`, as the author would write it in code. */
export function describePath(path: readonly PropertyKey[], rootName: string): string {
  if (path.length === 0) return rootName;
  return path
    .map((segment, i) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const name = String(segment);
      if (!/^[A-Za-z_$][\w$]*$/.test(name)) return `[${JSON.stringify(name)}]`;
      return i === 0 ? name : `.${name}`;
    })
    .join('');
}

/** A scalar as the author wrote it (`"center"`, `3`), anything else by its kind. */
function literal(value: unknown): string {
  return ['string', 'number', 'boolean'].includes(typeof value) ? JSON.stringify(value) : describeValue(value);
}

/** A value by its kind, as in "received number 3". */
function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `string ${JSON.stringify(value)}`;
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}
