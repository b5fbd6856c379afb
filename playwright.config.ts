import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';

const CI = !!process.env.CI;
const PORT = Number(process.env.PORT ?? 8080);
const BASE_URL = `http://localhost:${PORT}`;

// A fresh data dir for the local cloud on every run: Playwright empties test-results/
// before it starts the web server, so the demo content is seeded anew.
const LOCAL_CLOUD_DIR = resolve(import.meta.dirname, 'test-results', 'local-cloud');
process.env.E2E_LOCAL_CLOUD_DIR = LOCAL_CLOUD_DIR;

const CATALOGUE_JOURNEYS = /public-catalogue\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium; Playwright never downloads a browser here.
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: CI ? 1 : 2,
  reporter: CI ? 'line' : 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: chromium,
      testIgnore: CATALOGUE_JOURNEYS,
    },
    // Journeys that fill the shared local cloud with a catalogue of thousands run after all the
    // others, so that no journey running beside them meets a gallery a thousand images long
    // (to run one alone: npx playwright test --no-deps e2e/public-catalogue.spec.ts).
    {
      name: 'catalogue',
      use: chromium,
      testMatch: CATALOGUE_JOURNEYS,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'npm start',
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: String(PORT), LOCAL_CLOUD_DIR },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
