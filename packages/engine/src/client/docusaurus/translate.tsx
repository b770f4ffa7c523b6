import type { ReactNode } from 'react';
import Interpolate, { interpolate, type InterpolateValues } from './interpolate.js';

/** The message of {@link translate}, as Docusaurus names its parts. */
export interface TranslateParam {
  /** The text (in the site's one language); without it, the `id` is shown. */
  message?: string;
  id?: string;
  description?: string;
}

/** Props of {@link Translate}. */
export interface TranslateProps {
  /** The message (in the site's one language); without it, the `id` is shown. */
  children?: string;
  id?: string;
  description?: string;
  values?: InterpolateValues;
}

/**
 * Docusaurus's `translate` (a named export of `@docusaurus/Translate`).
 * Quire sites have one language and no translation files, so it is the
 * message itself, its `{name}` placeholders filled in from `values`.
 */
export function translate({ message, id }: TranslateParam, values?: InterpolateValues<string | number>): string {
  return interpolate(message ?? id ?? '', values);
}

/** Docusaurus's `@docusaurus/Translate`: its message with the placeholders filled in (see {@link translate}). */
export default function Translate({ children, id, values }: TranslateProps): ReactNode {
  return <Interpolate values={values}>{children ?? id ?? ''}</Interpolate>;
}
