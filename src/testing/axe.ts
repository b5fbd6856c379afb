// For component tests: axe-core (4.14 or later, the version the browser journeys run too) over a
// rendered tree. jsdom draws nothing, so the rules that need layout or colours (contrast) are
// left to the browser journeys (e2e/axe-support.ts); the others run here, label-in-name included.
import axe from 'axe-core';

// jsdom lays nothing out and draws nothing: every element's box is empty, so axe would take all
// text for hidden and skip the rules about visible text (label in name among them), and it has no
// canvas, which axe uses to tell icon-font ligatures from words. While axe runs, each element gets
// a small on-screen box and canvases draw every character one width (plain text, no ligatures).
const BOX = { x: 0, y: 0, width: 120, height: 24 };
function fakeCanvasContext(canvas: HTMLCanvasElement) {
  return {
    canvas,
    font: '',
    textAlign: 'left',
    textBaseline: 'top',
    measureText: (text: string) => ({ width: 10 * text.length }),
    fillText: () => undefined,
    clearRect: () => undefined,
    getImageData: (_x: number, _y: number, w: number, h: number) => ({ data: new Uint8ClampedArray(Math.max(1, w * h) * 4).fill(1) }),
  };
}
async function withLayoutStandIns<T>(run: () => Promise<T>): Promise<T> {
  const element = Element.prototype;
  const canvas = HTMLCanvasElement.prototype;
  const saved = { rect: element.getBoundingClientRect, rects: element.getClientRects, context: canvas.getContext };
  element.getBoundingClientRect = () => DOMRect.fromRect(BOX);
  element.getClientRects = () => [DOMRect.fromRect(BOX)] as unknown as DOMRectList;
  // Only axe's own measuring canvas, which it never puts in the page, gets the stand-in: a chart
  // that mounts while axe runs (the dashboard loads Chart.js lazily) draws on the page's canvas and
  // must get jsdom's answer (no context), as it does outside the run, not a context missing its methods.
  canvas.getContext = function getContext(this: HTMLCanvasElement, ...args: unknown[]) {
    if (this.isConnected) return (saved.context as (...a: unknown[]) => unknown).apply(this, args);
    return fakeCanvasContext(this);
  } as unknown as typeof canvas.getContext;
  try {
    return await run();
  } finally {
    element.getBoundingClientRect = saved.rect;
    element.getClientRects = saved.rects;
    canvas.getContext = saved.context;
  }
}

const LAYOUT_RULES = ['color-contrast', 'color-contrast-enhanced', 'target-size'];

/** The serious and critical violations under `root`, one line each ('rule: help (targets)'). */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await withLayoutStandIns(() => axe.run(root, {
    rules: {
      ...Object.fromEntries(LAYOUT_RULES.map((id) => [id, { enabled: false }])),
      'label-content-name-mismatch': { enabled: true },
    },
    resultTypes: ['violations'],
    // axe would wait for the page's stylesheets, which jsdom never loads.
    preload: false,
  }));
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
