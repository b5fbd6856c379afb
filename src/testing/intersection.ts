import { vi } from 'vitest';

/** What a fake observer is called with: the observed element coming near the window, or leaving it. */
export type NearCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * Puts a stand-in for the browser's IntersectionObserver in place (until vi.unstubAllGlobals) and
 * answers the elements observed, each with its observer's callback, so a test moves one into view
 * by hand. A disconnected observer's elements are dropped.
 */
export function stubIntersectionObserver(): Map<Element, NearCallback> {
  const observed = new Map<Element, NearCallback>();
  class FakeObserver {
    constructor(private readonly callback: NearCallback) {}
    observe(element: Element) {
      observed.set(element, this.callback);
    }
    disconnect() {
      for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observed;
}
