// Backdrops and the scenes that come back in several books (the same Good Shepherd on a page, a
// colouring sheet and a video frame). A scene draws into a w × h box; `stage` gives it a ground
// line and a scale so figures keep their size whatever the box.
import { P, type Ink } from './ink';
import * as N from './nature';
import * as O from './objects';
import { cast, person } from './people';

export type Art = (ink: Ink, w: number, h: number) => string;

export interface Stage {
  bg: string;
  /** The ground line. */
  gy: number;
  /** Scale of figures (1 in a 520 × 330 box). */
  s: number;
  w: number;
  h: number;
}

export interface StageOptions {
  sky?: N.Sky;
  place?: 'meadow' | 'desert' | 'sea' | 'indoor' | 'church' | 'night' | 'hilltop' | 'town';
  sun?: boolean | 'left';
  clouds?: number;
  seed?: number;
  /** Ground line as a share of the height. */
  ground?: number;
  wall?: string;
}

export function stage(ink: Ink, w: number, h: number, o: StageOptions = {}): Stage {
  const s = Math.min(h / 330, w / 420);
  const gy = Math.round(h * (o.ground ?? 0.78));
  const seed = o.seed ?? 1;
  const parts: string[] = [];
  const place = o.place ?? 'meadow';
  if (place === 'indoor' || place === 'church') {
    const wall = o.wall ?? (place === 'church' ? P.cream : P.wall);
    parts.push(`<rect width="${w}" height="${h}" fill="${ink.lineArt ? '#fff' : wall}"/>`);
    if (place === 'church') {
      const ww = 60 * s;
      for (const x of [w * 0.18, w * 0.82]) parts.push(O.window(ink, x - ww / 2, gy - 210 * s, ww, 130 * s, P.skyDeep));
    } else {
      parts.push(O.window(ink, w * 0.78 - 40 * s, gy - 190 * s, 80 * s, 100 * s));
    }
    parts.push(`<rect x="-5" y="${gy}" width="${w + 10}" height="${h - gy + 5}" fill="${ink.lineArt ? '#fff' : P.floor}" stroke="${ink.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>`);
    return { bg: parts.join(''), gy, s, w, h };
  }
  const time: N.Sky = o.sky ?? (place === 'night' ? 'night' : 'day');
  parts.push(N.sky(ink, w, h, time));
  if (time === 'night') {
    parts.push(N.stars(ink, w, gy - 40 * s, 22, seed));
    parts.push(N.moon(ink, w * 0.84, h * 0.16, 18 * s));
  } else if (o.sun !== false) {
    parts.push(N.sun(ink, o.sun === 'left' ? w * 0.14 : w * 0.86, h * 0.17, 24 * s));
  }
  const clouds = o.clouds ?? (time === 'night' ? 0 : 2);
  // Clouds keep clear of the sun.
  const cloudStart = o.sun === 'left' ? 0.4 : 0.2;
  for (let i = 0; i < clouds; i++) parts.push(N.cloud(ink, w * (cloudStart + i * 0.25), h * (0.14 + (i % 2) * 0.08), 0.9 * s));
  if (place === 'sea') {
    parts.push(N.hills(ink, w, h, gy - 70 * s, P.hillFar, seed, 10 * s));
    parts.push(N.sea(ink, w, h, gy - 50 * s));
  } else if (place === 'desert') {
    parts.push(N.hills(ink, w, h, gy - 40 * s, '#e9c98f', seed, 16 * s));
    parts.push(N.ground(ink, w, h, gy, P.sand, 0));
  } else if (place === 'hilltop') {
    parts.push(N.hills(ink, w, h, gy - 20 * s, P.hillFar, seed + 1, 10 * s));
    parts.push(`<path d="M ${-5} ${h + 5} L -5 ${gy + 10 * s} Q ${w * 0.5} ${gy - 60 * s} ${w + 5} ${gy + 10 * s} L ${w + 5} ${h + 5} Z" fill="${ink.lineArt ? '#fff' : P.grass}" stroke="${ink.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>`);
  } else if (place === 'town') {
    parts.push(N.hills(ink, w, h, gy - 50 * s, P.hillFar, seed, 10 * s));
    parts.push(N.flatHouse(ink, w * 0.12, gy, 0.9 * s), N.flatHouse(ink, w * 0.88, gy, 0.8 * s, P.wall));
    parts.push(N.ground(ink, w, h, gy, P.sand, 0));
  } else {
    parts.push(N.hills(ink, w, h, gy - 40 * s, P.hillFar, seed, 12 * s));
    parts.push(N.ground(ink, w, h, gy, P.grass, 8, seed));
  }
  return { bg: parts.join(''), gy, s, w, h };
}

/** Figures along the ground, spread across the width: [person, relative x, scale, flip]. */
export function crowd(ink: Ink, st: Stage, people: [Parameters<typeof person>[1], number, number?, boolean?][]): string {
  return people.map(([p, rx, sc, flip]) => person(ink, p, st.w * rx, st.gy + 14 * st.s, (sc ?? 1.6) * st.s, flip)).join('');
}

export const jesusWithChildren: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 4 });
  return (
    st.bg +
    N.tree(k, w * 0.12, st.gy + 4 * st.s, 1.15 * st.s) +
    crowd(k, st, [
      [cast.boy2('wave'), 0.3, 1.55, true],
      [cast.jesus('open'), 0.5, 1.85],
      [cast.girl('wave'), 0.68, 1.55],
      [cast.girl2('down'), 0.84, 1.5],
    ]) +
    N.flowers(k, w, st.gy + 4 * st.s, 6, 9)
  );
};

export const goodShepherd: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'hilltop', seed: 6, sun: 'left' });
  // The shepherd holds the lamb he found in his arms.
  const lamb = (ink: Ink) => N.sheep(ink, -4, 16, 0.62);
  return (
    st.bg +
    N.sheep(k, w * 0.2, st.gy + 12 * st.s, 1.3 * st.s) +
    N.sheep(k, w * 0.8, st.gy + 16 * st.s, 1.2 * st.s, true) +
    person(k, cast.jesus('hold', { holding: lamb }), w * 0.5, st.gy + 10 * st.s, 1.9 * st.s) +
    N.flowers(k, w, st.gy + 10 * st.s, 5, 3)
  );
};

export const noahsArk: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'sea', seed: 2, sun: 'left', clouds: 1 });
  return (
    st.bg +
    N.rainbow(k, w * 0.62, st.gy - 30 * st.s, 120 * st.s) +
    O.ark(k, w * 0.5, st.gy - 2 * st.s, 1.35 * st.s) +
    person(k, cast.elder('wave'), w * 0.5, st.gy - 68 * st.s, 0.85 * st.s) +
    N.dove(k, w * 0.82, h * 0.3, 0.9 * st.s, true) +
    N.sheep(k, w * 0.28, st.gy - 50 * st.s, 0.7 * st.s)
  );
};

export const nativity: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'night', seed: 5 });
  const roof = `<path d="M ${w * 0.2} ${st.gy} L ${w * 0.2} ${st.gy - 150 * st.s} L ${w * 0.8} ${st.gy - 150 * st.s} L ${w * 0.8} ${st.gy} Z" fill="${k.lineArt ? '#fff' : '#6d4a33'}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>
    <path d="M ${w * 0.14} ${st.gy - 146 * st.s} L ${w * 0.5} ${st.gy - 196 * st.s} L ${w * 0.86} ${st.gy - 146 * st.s} Z" fill="${k.lineArt ? '#fff' : P.wood}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>`;
  return (
    st.bg +
    roof +
    O.star8(k, w * 0.5, st.gy - 232 * st.s, 22 * st.s) +
    `<g transform="translate(0 0)">${person(k, cast.mary('pray'), w * 0.33, st.gy + 8 * st.s, 1.5 * st.s)}${person(k, cast.joseph('down'), w * 0.68, st.gy + 8 * st.s, 1.6 * st.s, true)}</g>` +
    O.manger(k, w * 0.5, st.gy - 6 * st.s, 1.1 * st.s) +
    O.baby(k, w * 0.5, st.gy - 42 * st.s, 1.05 * st.s) +
    N.sheep(k, w * 0.86, st.gy + 10 * st.s, 0.95 * st.s, true) +
    `<rect x="-5" y="${st.gy}" width="${w + 10}" height="${h - st.gy + 5}" fill="${k.lineArt ? '#fff' : P.sand}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>`
  );
};

export const lastSupper: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86 });
  const disciples = [P.blue, P.green, P.orange, P.purple];
  return (
    st.bg +
    person(k, cast.disciple(disciples[0], 'down'), w * 0.2, st.gy - 20 * st.s, 1.35 * st.s) +
    person(k, cast.disciple(disciples[1], 'pray', { hair: 'curly' }), w * 0.34, st.gy - 20 * st.s, 1.35 * st.s) +
    person(k, cast.jesus('hold', { holding: (ink) => O.bread(ink, 0, 0, 0.45) }), w * 0.5, st.gy - 14 * st.s, 1.5 * st.s) +
    person(k, cast.disciple(disciples[2], 'down', { hair: 'elder', hairColour: P.hair.grey }), w * 0.66, st.gy - 20 * st.s, 1.35 * st.s, true) +
    person(k, cast.disciple(disciples[3], 'pray', { beard: false, skin: 0 }), w * 0.8, st.gy - 20 * st.s, 1.35 * st.s, true) +
    O.table(k, w * 0.5, st.gy - 40 * st.s, w * 0.8, 1) +
    O.chalice(k, w * 0.42, st.gy - 58 * st.s, 0.75 * st.s, false) +
    O.bread(k, w * 0.6, st.gy - 54 * st.s, 0.7 * st.s) +
    O.grapes(k, w * 0.28, st.gy - 56 * st.s, 0.7 * st.s) +
    O.candle(k, w * 0.74, st.gy - 48 * st.s, 0.6 * st.s)
  );
};

export const familyPrayer: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.84 });
  return (
    st.bg +
    O.cross(k, w * 0.5, st.gy - 190 * st.s, 0.7 * st.s) +
    crowd(k, st, [
      [cast.dad('pray', { eyesClosed: true }), 0.28, 1.45],
      [cast.girl('pray', { eyesClosed: true }), 0.42, 1.45],
      [cast.boy('pray', { eyesClosed: true }), 0.58, 1.45],
      [cast.mum('pray', { eyesClosed: true }), 0.72, 1.45],
    ]) +
    O.candle(k, w * 0.12, st.gy - 2 * st.s, 0.9 * st.s) +
    O.bible(k, w * 0.88, st.gy, 0.8 * st.s)
  );
};

export const eucharistSymbols: Art = (k, w, h) => {
  const s = Math.min(h / 330, w / 420);
  return (
    (k.lineArt ? `<rect width="${w}" height="${h}" fill="#fff"/>` : `<rect width="${w}" height="${h}" fill="#fbe9c6"/>`) +
    N.glory(k, w * 0.5, h * 0.34, 70 * s) +
    O.wheat(k, w * 0.2, h * 0.92, 2.2 * s) +
    O.wheat(k, w * 0.26, h * 0.94, 1.9 * s) +
    O.grapes(k, w * 0.8, h * 0.62, 2.2 * s) +
    O.chalice(k, w * 0.5, h * 0.72, 2.4 * s, true)
  );
};

export const pentecost: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.88, wall: '#f3dfc0' });
  const xs = [0.16, 0.32, 0.5, 0.68, 0.84];
  const people = [cast.disciple(P.blue, 'open'), cast.disciple(P.green, 'pray', { hair: 'curly' }), cast.mary('open'), cast.disciple(P.orange, 'open', { hair: 'elder', hairColour: P.hair.grey }), cast.disciple(P.purple, 'pray', { beard: false, skin: 0 })];
  return (
    st.bg +
    `<g opacity="${k.lineArt ? 1 : 0.9}">${N.dove(k, w * 0.5, h * 0.16, 1.1 * st.s)}</g>` +
    xs.map((x, i) => person(k, people[i], w * x, st.gy + 6 * st.s, 1.45 * st.s, x > 0.5) + O.flameTongue(k, w * x, st.gy - 150 * st.s, 1.1 * st.s)).join('')
  );
};

export const creation: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 8, clouds: 1 });
  return (
    st.bg +
    N.rainbow(k, w * 0.3, st.gy - 30 * st.s, 110 * st.s) +
    N.tree(k, w * 0.82, st.gy + 4 * st.s, 1.1 * st.s, P.leaf, P.red) +
    N.sheep(k, w * 0.56, st.gy + 14 * st.s, 1.1 * st.s) +
    N.dove(k, w * 0.46, h * 0.22, 0.7 * st.s) +
    N.bird(k, w * 0.6, h * 0.16, st.s) +
    N.bird(k, w * 0.66, h * 0.22, 0.8 * st.s) +
    N.flowers(k, w, st.gy + 8 * st.s, 7, 12) +
    N.bush(k, w * 0.16, st.gy + 10 * st.s, 1.2 * st.s)
  );
};

export const fishermen: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'sea', seed: 3, clouds: 1 });
  return (
    st.bg +
    person(k, cast.disciple(P.blue, 'wave'), w * 0.42, st.gy - 32 * st.s, 1.2 * st.s) +
    person(k, cast.disciple(P.orange, 'down', { hair: 'curly' }), w * 0.58, st.gy - 32 * st.s, 1.2 * st.s, true) +
    N.boat(k, w * 0.5, st.gy - 6 * st.s, 1.2 * st.s, false) +
    N.fish(k, w * 0.18, st.gy + 40 * st.s, 0.9 * st.s) +
    N.fish(k, w * 0.82, st.gy + 52 * st.s, 0.8 * st.s, P.yellow, true) +
    N.bird(k, w * 0.22, h * 0.3, st.s)
  );
};

export const maryAndRoses: Art = (k, w, h) => {
  const st = stage(k, w, h, { sky: 'dawn', seed: 9, sun: false, clouds: 2 });
  return (
    st.bg +
    `<ellipse cx="${w * 0.5}" cy="${st.gy - 90 * st.s}" rx="${70 * st.s}" ry="${110 * st.s}" fill="${k.lineArt ? '#fff' : P.sunGlow}" stroke="${k.lineArt ? '#1a1a1a' : P.gold}" stroke-width="3"/>` +
    person(k, cast.mary('pray', { eyesClosed: true, veil: P.teal, robe: P.rose }), w * 0.5, st.gy + 6 * st.s, 1.9 * st.s) +
    O.roses(k, w * 0.2, st.gy + 2 * st.s, 1.4 * st.s) +
    O.roses(k, w * 0.8, st.gy + 6 * st.s, 1.3 * st.s) +
    Array.from({ length: 8 }, (_, i) => N.star(k, w * 0.5 + Math.cos((i / 8) * Math.PI * 2) * 90 * st.s, st.gy - 90 * st.s + Math.sin((i / 8) * Math.PI * 2) * 128 * st.s, 6 * st.s, P.gold)).join('')
  );
};
