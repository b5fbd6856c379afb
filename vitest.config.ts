import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { numberPatterns } from './scripts/number-patterns';

// Two projects: browser-like component tests for the SPA, Node for the backend,
// the local cloud and the scripts (they start real servers on loopback).
export default defineConfig({
  plugins: [react(), numberPatterns()],
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['amplify/**/*.test.ts', 'local-cloud/**/*.test.ts', 'scripts/**/*.test.ts', 'patches/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
    ],
  },
});
