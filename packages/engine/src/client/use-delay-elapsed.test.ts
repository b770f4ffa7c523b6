import { describe, expect, it } from 'vitest';
import { delayLeft } from './use-delay-elapsed.js';

describe('delayLeft', () => {
  it('counts down from the start of the wait, not from now', () => {
    expect(delayLeft(1000, 200, 1000)).toBe(200);
    expect(delayLeft(1000, 200, 1150)).toBe(50);
  });

  it('is zero once the delay has passed, never negative', () => {
    expect(delayLeft(1000, 200, 1200)).toBe(0);
    expect(delayLeft(1000, 200, 5000)).toBe(0);
  });
});
