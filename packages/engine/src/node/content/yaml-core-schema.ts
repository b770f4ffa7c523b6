import { FAILSAFE_SCHEMA, Type, type Schema } from 'js-yaml';

// The plain scalars YAML 1.2's core schema reads as other than strings, as
// its spec (10.3.2) gives them and as the `yaml` package reads them: no
// binary, no signs on octal or hex, no digit separators, no sexagesimal.
const NULL = /^(?:~|null|Null|NULL)?$/;
const TRUE = /^(?:true|True|TRUE)$/;
const FALSE = /^(?:false|False|FALSE)$/;
const DECIMAL = /^[-+]?[0-9]+$/;
const OCTAL = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const INFINITY = /^[-+]?\.(?:inf|Inf|INF)$/;
const NAN = /^\.(?:nan|NaN|NAN)$/;

const nullType = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (text: string) => NULL.test(text),
  construct: () => null,
  predicate: (value: unknown) => value === null,
});

const boolType = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (text: string) => TRUE.test(text) || FALSE.test(text),
  construct: (text: string) => TRUE.test(text),
  predicate: (value: unknown) => typeof value === 'boolean',
});

const intType = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (text: string) => DECIMAL.test(text) || OCTAL.test(text) || HEX.test(text),
  construct: (text: string) => (OCTAL.test(text) ? parseInt(text.slice(2), 8) : HEX.test(text) ? parseInt(text.slice(2), 16) : Number(text)),
  predicate: (value: unknown) => typeof value === 'number' && Number.isInteger(value),
});

const floatType = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (text: string) => FLOAT.test(text) || INFINITY.test(text) || NAN.test(text),
  construct: (text: string) => (NAN.test(text) ? NaN : INFINITY.test(text) ? (text.startsWith('-') ? -Infinity : Infinity) : Number(text)),
  predicate: (value: unknown) => typeof value === 'number',
});

/**
 * js-yaml reading plain scalars by YAML 1.2's core schema, as the `yaml`
 * package does. js-yaml's own CORE_SCHEMA is broader (binary `0b101`,
 * signed hex and octal, `_` separators are numbers there and strings in
 * YAML 1.2), and front matter must mean the same whichever of the two
 * parsers reads it (see `readPlainFrontMatter`).
 */
export const YAML_CORE_SCHEMA: Schema = FAILSAFE_SCHEMA.extend({ implicit: [nullType, boolType, intType, floatType] });
