import { describe, expect, it } from 'vitest';
import { createPhaseTimer } from './phase-timer.js';

describe('createPhaseTimer', () => {
  it('records each phase', async () => {
    const timer = createPhaseTimer();
    expect(await timer.time('a', () => 1)).toBe(1);
    expect(Object.keys(timer.phases)).toEqual(['a']);
  });

  it('gives up a running phase as soon as the signal aborts', async () => {
    const controller = new AbortController();
    const timer = createPhaseTimer(controller.signal);
    const reason = new Error('stop');
    const never = timer.time('slow', () => new Promise(() => {}));
    controller.abort(reason);
    await expect(never).rejects.toBe(reason);
  });

  it('starts no phase once aborted', async () => {
    const controller = new AbortController();
    const timer = createPhaseTimer(controller.signal);
    controller.abort(new Error('stop'));
    let ran = false;
    await expect(timer.time('next', () => (ran = true))).rejects.toThrow('stop');
    expect(ran).toBe(false);
  });
});
