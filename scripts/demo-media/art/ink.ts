// How a drawing is inked: in colour (flat colours with a dark brown outline, as in a children's
// book) or as line art (white fills, black outlines) for the pages children colour in. Every
// drawing takes an Ink, so one drawing gives both.

export interface Ink {
  lineArt: boolean;
}

export const COLOUR: Ink = { lineArt: false };
export const LINE_ART: Ink = { lineArt: true };

/** The palette of the whole catalogue. */
export const P = {
  outline: '#3a2a2a',
  sky: '#cfe8f3',
  skyDeep: '#9fd0e6',
  dusk: '#f6c89f',
  night: '#243b63',
  nightDeep: '#17264a',
  sun: '#ffcf4d',
  sunGlow: '#ffe9a8',
  cloud: '#ffffff',
  grass: '#8cc26a',
  grassDark: '#6aa34f',
  hill: '#a9d47f',
  hillFar: '#c6e3a0',
  earth: '#c99a6b',
  sand: '#edd3a3',
  stone: '#b9b2a7',
  stoneDark: '#8f877c',
  sea: '#5fb2d6',
  seaDeep: '#3f8fb8',
  wood: '#b07a4f',
  woodDark: '#8a5a37',
  leaf: '#5fa35a',
  leafLight: '#86c06b',
  trunk: '#8d5b3a',
  red: '#e05a4f',
  rose: '#f08fa0',
  orange: '#f39a3d',
  yellow: '#ffd45c',
  gold: '#e6b13a',
  blue: '#4f86c6',
  marian: '#5b8fd6',
  navy: '#2f4d7e',
  purple: '#8a63b5',
  violet: '#6b4a9a',
  teal: '#3fa39a',
  green: '#5aae6b',
  white: '#ffffff',
  cream: '#fff8ea',
  paper: '#fffdf7',
  grey: '#d9d6d0',
  greyDark: '#9d9891',
  wall: '#f7e6cc',
  floor: '#d8b48a',
  fire: '#ff8a3d',
  flame: '#ffd45c',
  blush: '#f5a3a3',
  skin: ['#f6d3b3', '#e8b48f', '#c98c63', '#8d5a3b'],
  hair: { black: '#2e2522', brown: '#6b4330', chestnut: '#8a5632', blond: '#e0b85c', grey: '#cfcac4', white: '#f1eee8' },
} as const;

export function fill(ink: Ink, colour: string): string {
  return ink.lineArt ? '#ffffff' : colour;
}

export function line(ink: Ink): string {
  return ink.lineArt ? '#1a1a1a' : P.outline;
}

/** Attributes of an outlined shape. */
export function shape(ink: Ink, colour: string, width = 2.5): string {
  return `fill="${fill(ink, colour)}" stroke="${line(ink)}" stroke-width="${ink.lineArt ? width * 1.25 : width}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** Attributes of a stroke only (details: mouths, folds, rays). */
export function stroke(ink: Ink, width = 2.5, colour?: string): string {
  const c = ink.lineArt ? '#1a1a1a' : (colour ?? P.outline);
  return `fill="none" stroke="${c}" stroke-width="${ink.lineArt ? width * 1.2 : width}" stroke-linecap="round" stroke-linejoin="round"`;
}

/** A colour-only detail (shading, blush, glow): drawn in colour, left out of line art. */
export function tint(ink: Ink, svg: string): string {
  return ink.lineArt ? '' : svg;
}

export const at = (x: number, y: number, s = 1, flip = false) =>
  `transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"`;

/** A small deterministic random generator (mulberry32), so every run draws the same pictures. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
