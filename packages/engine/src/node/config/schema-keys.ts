/**
 * Which keys an object of a zod schema allows, found by walking the schema
 * alongside the value that failed. Zod's `unrecognized_keys` issue names the
 * keys that are wrong but not the ones that are right, and "Did you mean …?"
 * needs the right ones.
 */
import type { z } from 'zod';

type Schema = z.core.$ZodType;

/** The part of a schema definition this walk reads; zod keeps it on `_zod.def`. */
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  getter?: () => Schema;
  options?: readonly Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  valueType?: Schema;
  values?: readonly unknown[];
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

/**
 * The keys allowed by the object schema at `path` inside `schema`, or
 * `undefined` when the path does not lead to an object schema. `input` is the
 * value that was validated; it picks the branch of each union on the way.
 */
export function objectKeysAt(schema: Schema, path: readonly PropertyKey[], input: unknown): string[] | undefined {
  let value = input;
  let current: Schema | undefined = unwrap(schema, value);
  for (const segment of path) {
    if (!current) return undefined;
    const def = defOf(current);
    if (def.type === 'object') current = def.shape?.[String(segment)];
    else if (def.type === 'array') current = def.element;
    else if (def.type === 'record') current = def.valueType;
    else return undefined;
    value = isIndexable(value) ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
    current = current && unwrap(current, value);
  }
  const shape = current && defOf(current).type === 'object' ? defOf(current).shape : undefined;
  return shape ? Object.keys(shape) : undefined;
}

/** Look through wrappers (optional, default, pipe, lazy…) and pick the union branch `value` took. */
function unwrap(schema: Schema, value: unknown): Schema | undefined {
  let current = schema;
  // Wrappers nest only a few levels deep; the bound guards against a cyclic lazy schema.
  for (let depth = 0; depth < 32; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else if (def.type === 'union' && def.options) {
      const picked = pickBranch(def.options, value);
      if (!picked) return undefined;
      current = picked;
    } else return current;
  }
  return undefined;
}

/**
 * The object branch of a union that `value` belongs to: the only object
 * branch, or the one whose literal fields (such as `type: 'category'`) match.
 */
function pickBranch(options: readonly Schema[], value: unknown): Schema | undefined {
  const kind = Array.isArray(value) ? 'array' : isIndexable(value) ? 'object' : undefined;
  if (!kind) return undefined;
  const branches = options
    .map((option) => unwrap(option, value))
    .filter((option): option is Schema => option !== undefined && defOf(option).type === kind);
  if (branches.length <= 1 || kind === 'array') return branches[0];
  const record = value as Record<string, unknown>;
  return branches.find((branch) =>
    Object.entries(defOf(branch).shape ?? {}).every(([key, field]) => {
      const fieldDef = defOf(field);
      return fieldDef.type !== 'literal' || (fieldDef.values ?? []).includes(record[key]);
    }),
  );
}

function isIndexable(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
