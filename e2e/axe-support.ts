// axe-core in the browser journeys: the project's own axe-core (4.14 or later, where the
// label-in-name rule, WCAG 2.5.3, is no longer experimental) rather than whichever copy
// @axe-core/playwright would bundle, with that rule switched on explicitly.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MIN_VERSION = [4, 14];

function atLeast(version: string, [major, minor]: number[]): boolean {
  const [m, n] = version.split('.').map(Number);
  return m > major || (m === major && n >= minor);
}

/** An AxeBuilder on the page with the project's axe-core and the label-in-name rule on. */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page, axeSource }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
}

/** The page's serious and critical violations (iframes, the map embed, left out), one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeBuilder(page).exclude('iframe').analyze();
  expect(atLeast(results.testEngine.version, MIN_VERSION), `axe-core ${results.testEngine.version}`).toBe(true);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
