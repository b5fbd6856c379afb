import { seriousViolations } from './axe';

describe('seriousViolations', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives its drawing stand-in to axe alone: a canvas in the page keeps jsdom’s answer while axe runs', async () => {
    const onPage = document.body.appendChild(document.createElement('canvas'));
    const before = onPage.getContext('2d');
    const run = seriousViolations(document.body);
    // What a chart mounting during the run (the dashboard loads Chart.js lazily) would ask for.
    expect(onPage.getContext('2d')).toBe(before);
    const offPage = document.createElement('canvas').getContext('2d') as unknown as { measureText(t: string): { width: number } };
    expect(offPage.measureText('abc').width).toBe(30);
    expect(await run).toEqual([]);
    expect(document.createElement('canvas').getContext('2d')).toBe(before);
  });

  it('still finds a serious violation', async () => {
    document.body.innerHTML = '<button></button>';
    expect(await seriousViolations(document.body)).toEqual([expect.stringMatching(/^button-name:/)]);
  });
});
