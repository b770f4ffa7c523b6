/**
 * A user other than the one running the tests, for scenarios about files
 * that cannot be read. Permission bits do not stop root, and CI runs as
 * root: there, such a build runs as `nobody` instead, against files that
 * only root may read. When `nobody` cannot reach the repository (a clone in
 * a private folder), it runs as root without the capabilities that let root
 * ignore permission bits (`setpriv`, from util-linux). Anyone else is
 * stopped by `chmod 000` already.
 */
import { spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { DROP_FILE_ACCESS_OVERRIDE, QUIRE_BIN } from './run-quire.js';

/** The user id and group id of `nobody` in Debian. */
const NOBODY = { uid: 65534, gid: 65534 };

/**
 * `{}` when the current user is not root (a `chmod 000` file is unreadable
 * to it as it is); for root, `nobody` when that user can run the `quire`
 * binary (the repository must be readable to it), else `dropCapabilities`
 * when `setpriv` can take them away, else a reason.
 */
export function userWithoutAccess(): { user?: typeof NOBODY; dropCapabilities?: boolean; unavailable?: string } {
  if (process.getuid?.() !== 0) return {};
  const check = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(QUIRE_BIN)}, ${constants.R_OK})`], {
    ...NOBODY,
    stdio: 'ignore',
  });
  if (check.status === 0) return { user: NOBODY };
  const setpriv = spawnSync('setpriv', [...DROP_FILE_ACCESS_OVERRIDE, 'true'], { stdio: 'ignore' });
  return setpriv.status === 0 ? { dropCapabilities: true } : { unavailable: `user nobody cannot read ${QUIRE_BIN}, and setpriv cannot drop root's capabilities` };
}
