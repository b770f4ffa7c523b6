/**
 * A user other than the one running the tests, for scenarios about files
 * that cannot be read. Permission bits do not stop root, and CI runs as
 * root: there, such a build runs as `nobody` instead, against files that
 * only root may read. Anyone else is stopped by `chmod 000` already.
 */
import { spawnSync } from 'node:child_process';
import { constants } from 'node:fs';
import { QUIRE_BIN } from './run-quire.js';

/** The user id and group id of `nobody` in Debian. */
const NOBODY = { uid: 65534, gid: 65534 };

/**
 * `undefined` when the current user is not root (a `chmod 000` file is
 * unreadable to it as it is); for root, `nobody` when that user can run the
 * `quire` binary (the repository must be readable to it); else a reason.
 */
export function userWithoutAccess(): { user?: typeof NOBODY; unavailable?: string } {
  if (process.getuid?.() !== 0) return {};
  const check = spawnSync(process.execPath, ['-e', `require('fs').accessSync(${JSON.stringify(QUIRE_BIN)}, ${constants.R_OK})`], {
    ...NOBODY,
    stdio: 'ignore',
  });
  return check.status === 0 ? { user: NOBODY } : { unavailable: `user nobody cannot read ${QUIRE_BIN}` };
}
