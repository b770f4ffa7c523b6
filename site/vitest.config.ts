import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another so two
    // cores are not shared between Chromium instances.
    fileParallelism: false,
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
  },
});
