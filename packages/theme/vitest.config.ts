import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/test-support/load-deferred-components.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
