/*
 * The width, in CSS pixels, an <img> is drawn at according to its sizes attribute in this window.
 * The browser evaluates sizes to choose from a srcset but exposes no result, and no library does
 * it, so this reads the forms the site's screens write (cardGrid.ts, the covers', the banner's and
 * the news strip's sizes): entries of an optional media condition, answered by matchMedia exactly
 * as the browser answers it, and a length in px, vw or calc(Nvw ± Mpx). Anything else is unknown.
 */

const LENGTH = /(?:calc\(\s*(\d+(?:\.\d+)?)vw\s*([+-])\s*(\d+(?:\.\d+)?)px\s*\)|(\d+(?:\.\d+)?)(px|vw))$/;

/*
 * Each sizes attribute is read once per window width: a screen asks for the same few on every
 * render of every card. The window's width is read when this module loads and on resize only: on
 * a phone (a page with a viewport) reading it makes the browser lay the page out first, which
 * during a render is a layout of the page as it was, done again once the render lands. A resize
 * that changes the width or the pixel density forgets the sizes read and counts a new window
 * size (windowSizeVersion); one that changes the height only (a phone's toolbar coming and going
 * as the visitor scrolls) changes nothing. This listener is added when the module loads, before
 * any image's, so it runs first.
 */
const known = new Map<string, number | undefined>();
let windowWidth = typeof window !== 'undefined' ? window.innerWidth : 0;
let density = typeof window !== 'undefined' ? window.devicePixelRatio : 1;
let version = 0;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    if (window.innerWidth === windowWidth && window.devicePixelRatio === density) return;
    windowWidth = window.innerWidth;
    density = window.devicePixelRatio;
    version += 1;
    known.clear();
    for (const listener of listeners) listener();
  });
}

/** A number that changes whenever the window's width or pixel density does. */
export const windowSizeVersion = (): number => version;

/** The window's width in CSS pixels as last read (on load and on resize), without making the browser lay the page out. */
export const currentWindowWidth = (): number => windowWidth;

/** Calls listener after each resize that changes the window's width or pixel density; returns what stops it. */
export function onWindowSizeChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The width `sizes` names in this window, or undefined when it uses a form not read here (or there is no window). */
export function drawnWidth(sizes: string): number | undefined {
  if (!known.has(sizes)) known.set(sizes, evaluate(sizes));
  return known.get(sizes);
}

function evaluate(sizes: string): number | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  const vw = windowWidth / 100;
  for (const entry of topLevelEntries(sizes)) {
    const text = entry.trim();
    const length = LENGTH.exec(text);
    if (!length) return undefined;
    const condition = text.slice(0, length.index).trim();
    if (condition && !/^(not\s+)?\(.*\)$/.test(condition)) return undefined;
    if (condition && !window.matchMedia(condition).matches) continue;
    const [, calcVw, sign, calcPx, amount, unit] = length;
    if (calcVw !== undefined) return Number(calcVw) * vw + (sign === '-' ? -1 : 1) * Number(calcPx);
    return unit === 'vw' ? Number(amount) * vw : Number(amount);
  }
  // No entry matched: the browser then draws the image 100vw wide.
  return windowWidth;
}

/** The entries of a sizes attribute: split at the commas outside parentheses. */
function topLevelEntries(sizes: string): string[] {
  const entries = [''];
  let depth = 0;
  for (const char of sizes) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    if (char === ',' && depth === 0) entries.push('');
    else entries[entries.length - 1] += char;
  }
  return entries;
}
