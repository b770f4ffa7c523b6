import { refractor } from 'refractor/core';
import { describe, expect, it } from 'vitest';
import { warmup } from './build-worker.js';

describe('warmup', () => {
  it("registers Prism's default grammars in a thread that will compile, not in one that only renders", async () => {
    await warmup({});
    expect(refractor.registered('typescript')).toBe(false);
    await warmup({ compile: true });
    expect(refractor.registered('typescript')).toBe(true);
  });
});
