import { DEV_CLIENT_PATH, type DevProblem } from '../../shared/dev-messages.js';
import { escapeHtml } from '../render/escape-html.js';

/**
 * The page the dev server answers with when it cannot render the one asked
 * for (the config does not load, the doc's front matter is broken and it
 * never compiled, the theme throws). The problems are in the HTML, so they
 * show even without JavaScript; the dev client draws its overlay over them
 * and reloads the page once they are fixed.
 */
export function errorPageHtml(problems: readonly DevProblem[], baseUrl: string, version: number): string {
  const items = problems
    .map((p) => {
      const where = p.file ? `${p.file}${p.line !== undefined ? `:${p.line}` : ''}${p.column !== undefined ? `:${p.column}` : ''}` : 'site';
      return `<li><code>${escapeHtml(where)}</code> ${escapeHtml(p.message)}${p.hint ? ` <em>${escapeHtml(p.hint)}</em>` : ''}</li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quire dev: this page cannot be shown</title>
<script type="module" src="${DEV_CLIENT_PATH}" data-quire-dev-client data-base-url="${escapeHtml(baseUrl)}" data-version="${version}" data-error-page="true"></script>
</head>
<body style="font:16px/1.5 system-ui,sans-serif;margin:2rem">
<h1>This page cannot be shown</h1>
<p>Quire found ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} to fix first. Save the fix and this page reloads by itself.</p>
<ul>
${items}
</ul>
</body>
</html>
`;
}
