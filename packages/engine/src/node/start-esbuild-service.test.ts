import { build, stop } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { startEsbuildService } from './start-esbuild-service.js';

afterAll(() => stop());

describe('startEsbuildService', () => {
  it('may be called any number of times, and esbuild works as before', async () => {
    expect(() => {
      startEsbuildService();
      startEsbuildService();
    }).not.toThrow();
    const result = await build({ stdin: { contents: 'export const x: number = 1', loader: 'ts' }, write: false, format: 'esm' });
    expect(result.outputFiles[0]?.text).toContain('x = 1');
  });
});
