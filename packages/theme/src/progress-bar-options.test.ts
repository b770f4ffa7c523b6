import NProgress from 'nprogress';
import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_BAR_OPTIONS, startProgressBar, type ProgressBarDriver } from './progress-bar-options.js';

describe('the progress bar', () => {
  it('configures NProgress before starting it, and finishes it with done()', () => {
    const calls: string[] = [];
    const driver = {
      configure: vi.fn(() => calls.push('configure')),
      start: vi.fn(() => calls.push('start')),
      done: vi.fn(() => calls.push('done')),
    } as unknown as ProgressBarDriver;
    const finish = startProgressBar(driver);
    expect(driver.configure).toHaveBeenCalledWith(PROGRESS_BAR_OPTIONS);
    expect(calls).toEqual(['configure', 'start']);
    finish();
    expect(calls).toEqual(['configure', 'start', 'done']);
  });

  it('names settings that nprogress 0.2.0 really has, so none is silently ignored', () => {
    expect(NProgress.version).toBe('0.2.0');
    const known = Object.keys(NProgress.settings);
    for (const key of Object.keys(PROGRESS_BAR_OPTIONS)) expect(known).toContain(key);
    NProgress.configure(PROGRESS_BAR_OPTIONS);
    expect(NProgress.settings).toMatchObject(PROGRESS_BAR_OPTIONS);
  });
});
