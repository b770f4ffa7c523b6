/**
 * Rendered markdown in the compact form pages are shipped in: text is a
 * string, an element is `[tagName, props or 0, ...children]`, its props
 * already as React takes them (`className` a string, `htmlFor`, `style` an
 * object…). Markdown is mostly text in small elements, where HAST's object
 * form spends most bytes on `"type":"element","tagName":…,"properties":{}`;
 * this form makes route chunks about half the size and faster to parse,
 * and since the build did the HAST-to-React conversion (`compactBody`), the
 * browser renders it with a few lines (`Markdown`) instead of shipping
 * hast-util-to-jsx-runtime and HTML's property tables.
 */
export type CompactNode = string | CompactElement;

/** An element in compact form. */
export type CompactElement = [tagName: string, props: Record<string, unknown> | 0, ...children: CompactNode[]];
