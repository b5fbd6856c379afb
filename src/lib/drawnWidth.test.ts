import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubWindowSize, unstubWindowSize } from '../testing/window-width';
import { pictureSizes } from './cardGrid';
import { currentWindowWidth, drawnWidth, onWindowSizeChange, windowSizeVersion } from './drawnWidth';

const COVERS = '(min-width: 1200px) 230px, (min-width: 900px) 25vw, (min-width: 640px) 33vw, 50vw';

describe('drawnWidth', () => {
  afterEach(unstubWindowSize);

  it('reads the first entry whose media condition matches, in px, vw or calc()', () => {
    stubWindowSize(412);
    expect(drawnWidth(COVERS)).toBe(206);
    expect(drawnWidth('(max-width: 479px) calc(100vw - 34px), 300px')).toBe(378);
    expect(drawnWidth('calc(50vw + 4.5px)')).toBe(210.5);
    stubWindowSize(1366);
    expect(drawnWidth(COVERS)).toBe(230);
    expect(drawnWidth('(max-width: 479px) calc(100vw - 34px), 300px')).toBe(300);
  });

  it("names the width the card grids' sizes give at every window width", () => {
    const sizes = pictureSizes({ columns: { minCard: 220 }, gap: 16, inset: 2 });
    for (const [width, drawn] of [
      [320, 320 - 32 - 2],
      [1366, (1200 - 32 - 4 * 16) / 5 - 2],
    ]) {
      stubWindowSize(width);
      expect(drawnWidth(sizes)).toBeGreaterThanOrEqual(drawn);
      expect(drawnWidth(sizes)).toBeLessThan(drawn + 1);
    }
  });

  it('draws 100vw wide when no entry matches, as the browser does', () => {
    stubWindowSize(500);
    expect(drawnWidth('(min-width: 900px) 300px')).toBe(500);
  });

  it('knows nothing of lengths it does not read, nor without matchMedia', () => {
    stubWindowSize(412);
    expect(drawnWidth('(min-width: 900px) 20em, 50vw')).toBeUndefined();
    expect(drawnWidth('min(50vw, 300px)')).toBeUndefined();
    unstubWindowSize();
    vi.stubGlobal('matchMedia', undefined);
    window.dispatchEvent(new Event('resize'));
    expect(drawnWidth(COVERS)).toBeUndefined();
  });

  it('reads a sizes attribute once per window width, again after the width changes', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(min-width: 1200px)', media: query }) as MediaQueryList);
    stubWindowSize(1300);
    vi.stubGlobal('matchMedia', matchMedia);
    window.dispatchEvent(new Event('resize'));
    expect(drawnWidth(COVERS)).toBe(230);
    expect(drawnWidth(COVERS)).toBe(230);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    // A phone's toolbar going: the height changes, the width does not.
    window.dispatchEvent(new Event('resize'));
    expect(drawnWidth(COVERS)).toBe(230);
    expect(matchMedia).toHaveBeenCalledTimes(1);
    const version = windowSizeVersion();
    stubWindowSize(700);
    expect(drawnWidth(COVERS)).toBe(231);
    expect(windowSizeVersion()).not.toBe(version);
    stubWindowSize(700, 2);
    expect(windowSizeVersion()).not.toBe(version + 1);
  });

  it('tells its listeners when the width or the pixel density changes, not the height alone', () => {
    stubWindowSize(1300);
    const listener = vi.fn(() => currentWindowWidth());
    const stop = onWindowSizeChange(listener);
    window.dispatchEvent(new Event('resize'));
    expect(listener).not.toHaveBeenCalled();
    stubWindowSize(412);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveLastReturnedWith(412);
    stubWindowSize(412, 2);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    stubWindowSize(700);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
