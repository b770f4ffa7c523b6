import { describe, expect, it } from 'vitest';
import { POOL_THRESHOLD } from '../build-result.js';
import { HELPER_THREAD_FROM_BYTES, wantsHelperThread } from './helper-thread.js';

describe('wantsHelperThread', () => {
  const much = HELPER_THREAD_FROM_BYTES;
  it('wants one for a cold build of few docs holding much markdown, on a machine with a core to spare', () => {
    expect(wantsHelperThread({ files: 44, bytes: much }, 2)).toBe(true);
  });

  it('wants none for little markdown, a warm build, one core, or a site that gets a thread per core', () => {
    expect(wantsHelperThread({ files: 44, bytes: much - 1 }, 2)).toBe(false);
    expect(wantsHelperThread(undefined, 2)).toBe(false);
    expect(wantsHelperThread({ files: 44, bytes: much }, 1)).toBe(false);
    expect(wantsHelperThread({ files: POOL_THRESHOLD, bytes: much * 4 }, 2)).toBe(false);
  });
});
