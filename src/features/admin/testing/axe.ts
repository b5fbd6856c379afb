// Test-only: axe-core on a rendered screen, answering its serious and critical violations
// (colour contrast is left to the browser journeys: jsdom draws nothing).
import axe from 'axe-core';

export async function seriousViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
