import { DEV_CLIENT_PATH } from '../../shared/dev-messages.js';
import { escapeHtml } from '../render/escape-html.js';

/**
 * A rendered page with the dev client's script tag added to its head. Its
 * own tag rather than an import in the app's bundle only, so that the
 * overlay still comes up when that bundle fails to build or to run.
 * `version` is the server's change count the page was rendered at.
 */
export function withDevClient(html: string, baseUrl: string, version: number): string {
  const tag = `<script type="module" src="${DEV_CLIENT_PATH}" data-quire-dev-client data-base-url="${escapeHtml(baseUrl)}" data-version="${version}"></script>\n`;
  const at = html.indexOf('</head>');
  return at === -1 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}
