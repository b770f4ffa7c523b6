import { describe, expect, it } from 'vitest';
import { QuireError } from '../diagnostic.js';
import { outputWriteError } from './output-write-error.js';

const OUT = '/srv/site/build';

/** An error as node:fs makes them. */
function fsError(code: string, path?: string, dest?: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: failed, open '${path}'`), { code, ...(path && { path }), ...(dest && { dest }) });
}

describe('outputWriteError', () => {
  it('names the output folder, the cause, the path and the fix for a full disk', () => {
    const error = outputWriteError(fsError('ENOSPC', '/srv/site/build.quire-staging-1-ab/index.html'), OUT);
    expect(error).toBeInstanceOf(QuireError);
    const [d] = error!.diagnostics;
    expect(d!.message).toBe(
      'Could not write the site to /srv/site/build: the disk is full (ENOSPC at /srv/site/build.quire-staging-1-ab/index.html). The previous site there, if any, is untouched.',
    );
    expect(d!.hint).toMatch(/^Free some space on that disk .* or build elsewhere with --out <dir>\.$/);
  });

  it.each([
    ['EROFS', /read-only file system \(EROFS/, /remount that one read-write/],
    ['EACCES', /permission was denied \(EACCES/, /Make the folder writable/],
    ['EPERM', /not permitted there \(EPERM/, /Make the folder writable/],
    ['EDQUOT', /quota is used up \(EDQUOT/, /within your quota/],
  ])('explains %s', (code, message, hint) => {
    const [d] = outputWriteError(fsError(code, '/srv/site/build.quire-staging-1-ab'), OUT)!.diagnostics;
    expect(d!.message).toMatch(message);
    expect(d!.hint).toMatch(hint);
  });

  it('recognizes the codes in messages that lost them: esbuild diagnostics and worker errors', () => {
    const esbuild = new QuireError({ severity: 'error', message: 'Bundling failed: open /srv/site/build.quire-staging-1/assets/a.js: no space left on device' });
    expect(outputWriteError(esbuild, OUT)!.diagnostics[0]!.message).toMatch(/the disk is full \(ENOSPC\)/);
    const worker = new Error("EROFS: read-only file system, mkdir '/srv/site/build.quire-staging-1/api'");
    expect(outputWriteError(worker, OUT)!.diagnostics[0]!.message).toMatch(/read-only file system \(EROFS\)/);
  });

  it('leaves other errors, and errors about files outside the output, to the caller', () => {
    expect(outputWriteError(new TypeError('x is undefined'), OUT)).toBeUndefined();
    expect(outputWriteError(fsError('ENOENT', '/srv/site/build.quire-staging-1'), OUT)).toBeUndefined();
    // Reading an image the docs show is not writing the output.
    expect(outputWriteError(fsError('EACCES', '/srv/docs/img/flow.png'), OUT)).toBeUndefined();
    expect(outputWriteError('ENOSPC', OUT)).toBeUndefined();
  });
});
