import { readFileSync } from 'node:fs';
import { QuireError } from '../diagnostic.js';

/**
 * A page component (an MDX doc, a custom page) that threw while the server
 * rendered it, as a diagnostic at the page's file: the component named by
 * the error's first frame in the page's module (the server bundle keeps
 * function names) is looked for in the source as `<Name`, which gives the
 * line and column where the page uses it.
 *
 * @param source The page's source file.
 * @param serverModule The page's server module, whose frames the stack names.
 */
export function pageComponentError(error: unknown, source: string, serverModule: string): QuireError {
  const cause = error instanceof Error ? error : new Error(String(error));
  const component = throwingComponent(cause, serverModule);
  const place = component ? findUse(source, component) : undefined;
  return new QuireError({
    severity: 'error',
    code: 'mdx-render',
    file: source,
    ...place,
    message: `Rendering the page failed${component ? ` in <${component}>` : ''}: ${cause.message}`,
    hint: 'A component this page uses threw while rendering on the server. Fix the component or the props the page gives it; code that needs the browser (window, document) belongs in useEffect or <BrowserOnly>.',
  });
}

/** The function name of the first stack frame inside the page's own module. */
function throwingComponent(error: Error, serverModule: string): string | undefined {
  for (const line of (error.stack ?? '').split('\n')) {
    if (!line.includes(serverModule)) continue;
    const name = /^\s*at (?:new )?([A-Z][\w$]*)\b/.exec(line)?.[1];
    if (name) return name;
  }
  return undefined;
}

/** Line and column of the first `<Name` in the file. */
function findUse(file: string, component: string): { line: number; column: number } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const match = new RegExp(`<${component}[\\s/>]`).exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index);
  return { line: before.split('\n').length, column: match.index - before.lastIndexOf('\n') };
}
