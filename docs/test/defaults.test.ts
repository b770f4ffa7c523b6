import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { readDocPages } from '../tools/read-doc-pages.mjs';
import {
  defaultPathsInSource,
  defaultStatements,
  driftFrom,
  installedDefaultIgnoredActionPaths,
} from '../tools/serializable-defaults.mjs';

// What the installed package does, read from its development builds.
const installed = await installedDefaultIgnoredActionPaths();
const pages = await readDocPages();
// Paths that, named together in prose about "the default", mean the default list.
const known = [...new Set([...installed, 'meta.arg', 'meta.baseQueryMeta'])];
const statements = pages.flatMap((page) => defaultStatements(page, known));

/** Sets a value at a dot-separated path of a fresh action. */
function actionWith(path: string, value: unknown) {
  const action: { type: string; [key: string]: unknown } = { type: 'probe/nonSerializable' };
  const keys = path.split('.');
  const last = keys.pop()!;
  let node: Record<string, unknown> = action;
  for (const key of keys) node = (node[key] ??= {}) as Record<string, unknown>;
  node[last] = value;
  return action;
}

/** console.error calls while dispatching one action through the default middleware. */
function errorsFor(path: string) {
  const store = configureStore({ reducer: (state: { n: number } = { n: 0 }) => state });
  const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    store.dispatch(actionWith(path, () => 'not serializable'));
    return spy.mock.calls.map((call) => call.map(String).join(' '));
  } finally {
    spy.mockRestore();
  }
}

describe("the serializability check's default ignoredActionPaths", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is read from the installed package', () => {
    expect(installed.length).toBeGreaterThan(0);
    expect(installed).toContain('meta.arg');
  });

  it('is what the default store really ignores, and a path outside it is reported', () => {
    expect(process.env.NODE_ENV).not.toBe('production');
    for (const path of installed) expect(errorsFor(path), path).toEqual([]);
    for (const path of ['payload.value', 'meta.other', 'payload.options.other']) {
      const errors = errorsFor(path);
      expect(errors.length, path).toBe(1);
      expect(errors[0]).toContain(`in the path: \`${path}\``);
    }
  });

  it('is stated where the docs state it', () => {
    const where = (page: string, kind: string) => statements.filter((s) => s.page === page && s.kind === kind);
    expect(where('api/serializabilityMiddleware.md', 'table')).toHaveLength(1);
    expect(where('usage/usage-guide.md', 'table')).toHaveLength(1);
    expect(where('api/getDefaultMiddleware.md', 'prose').length).toBeGreaterThan(0);
    expect(where('api/getDefaultMiddleware.md', 'example').length).toBeGreaterThan(0);
  });

  it('matches every table, sentence and example of the docs that states it', () => {
    expect(driftFrom(statements, installed)).toEqual([]);
  });

  it('would be caught drifting: a wrong list fails the comparison both ways', () => {
    expect(driftFrom(statements, [...installed, 'payload.some.new.default']).length).toBeGreaterThan(0);
    const table = statements.find((s) => s.kind === 'table')!;
    expect(driftFrom([{ ...table, paths: installed.slice(0, -1) }], installed)).toHaveLength(1);
    expect(driftFrom([{ ...table, paths: [...installed, 'payload.file'] }], installed)).toHaveLength(1);
  });

  it('extraction reads the literal and refuses shapes it does not understand', () => {
    const source = `function createSerializableStateInvariantMiddleware(options = {}) {
      const { ignoredActions = [], ignoredActionPaths = [\n"meta.arg",\n'x.y'\n], ignoredPaths = [] } = options; }`;
    expect(defaultPathsInSource(source)).toEqual(['meta.arg', 'x.y']);
    expect(defaultPathsInSource(source.replace('"meta.arg"', 'DEFAULT_PATHS'))).toBeNull();
    expect(defaultPathsInSource('const ignoredActionPaths = ["a"]')).toBeNull();
  });
});
