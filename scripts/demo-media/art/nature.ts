// Landscapes, plants and animals. Backgrounds fill a w × h box; the rest is placed at (x, y)
// (usually the point where the thing meets the ground) and scaled by s.
import { P, at, fill, line, seeded, shape, stroke, tint, type Ink } from './ink';

export type Sky = 'day' | 'dawn' | 'night' | 'dusk';

export function sky(ink: Ink, w: number, h: number, time: Sky = 'day'): string {
  if (ink.lineArt) return `<rect width="${w}" height="${h}" fill="#fff"/>`;
  const [top, bottom] =
    time === 'night' ? [P.nightDeep, P.night] : time === 'dawn' ? [P.skyDeep, P.dusk] : time === 'dusk' ? ['#f2a07b', P.dusk] : [P.skyDeep, P.sky];
  const id = `sky-${time}`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

export function sun(ink: Ink, x: number, y: number, r = 26, rays = true): string {
  const beams = rays
    ? Array.from({ length: 12 }, (_, i) => {
        const a = (i / 12) * Math.PI * 2;
        const x1 = x + Math.cos(a) * (r + 7);
        const y1 = y + Math.sin(a) * (r + 7);
        const x2 = x + Math.cos(a) * (r + 17);
        const y2 = y + Math.sin(a) * (r + 17);
        return `<path d="M ${x1.toFixed(1)} ${y1.toFixed(1)} L ${x2.toFixed(1)} ${y2.toFixed(1)}" ${stroke(ink, 3.5, P.gold)}/>`;
      }).join('')
    : '';
  return `${tint(ink, `<circle cx="${x}" cy="${y}" r="${r + 10}" fill="${P.sunGlow}" opacity="0.6"/>`)}${beams}<circle cx="${x}" cy="${y}" r="${r}" ${shape(ink, P.sun)}/>`;
}

/** Rays around a point, behind a host or a cross. */
export function glory(ink: Ink, x: number, y: number, r: number, count = 16): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    const inner = r * 0.55;
    const outer = i % 2 ? r : r * 1.25;
    return `<path d="M ${(x + Math.cos(a) * inner).toFixed(1)} ${(y + Math.sin(a) * inner).toFixed(1)} L ${(x + Math.cos(a) * outer).toFixed(1)} ${(y + Math.sin(a) * outer).toFixed(1)}" ${stroke(ink, 4, P.gold)}/>`;
  }).join('');
}

export function moon(ink: Ink, x: number, y: number, r = 20): string {
  // A crescent: the outer circle's left part, closed by a flatter arc between the two tips.
  const tx = x + r * 0.5;
  const ty = r * 0.866;
  return `<path d="M ${tx} ${y - ty} A ${r} ${r} 0 1 0 ${tx} ${y + ty} A ${r * 1.05} ${r * 1.05} 0 0 1 ${tx} ${y - ty} Z" ${shape(ink, '#fff3b8')}/>`;
}

export function star(ink: Ink, x: number, y: number, r = 6, colour: string = P.yellow): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${pts}" ${shape(ink, colour, 1.6)}/>`;
}

export function stars(ink: Ink, w: number, h: number, count = 18, seed = 7): string {
  const rnd = seeded(seed);
  return Array.from({ length: count }, () => star(ink, rnd() * w, rnd() * h, 2.5 + rnd() * 3.5, '#fff6c8')).join('');
}

export function cloud(ink: Ink, x: number, y: number, s = 1): string {
  return `<path ${at(x, y, s)} d="M -38 10 C -50 10 -50 -8 -36 -8 C -36 -24 -12 -28 -6 -14 C 0 -30 28 -28 28 -10 C 44 -12 46 10 32 10 Z" ${shape(ink, P.cloud, 2.2)}/>`;
}

/** A band of rolling hills whose top runs around y; the band fills down to h. */
export function hills(ink: Ink, w: number, h: number, y: number, colour: string = P.hill, seed = 3, amplitude = 14): string {
  const rnd = seeded(seed);
  const n = 4;
  let d = `M 0 ${h} L 0 ${y + (rnd() - 0.5) * amplitude}`;
  for (let i = 1; i <= n; i++) {
    const x = (w * i) / n;
    const cx = x - w / n / 2;
    d += ` Q ${cx.toFixed(1)} ${(y - amplitude - rnd() * amplitude).toFixed(1)} ${x.toFixed(1)} ${(y + (rnd() - 0.5) * amplitude).toFixed(1)}`;
  }
  d += ` L ${w} ${h} Z`;
  return `<path d="${d}" ${shape(ink, colour)}/>`;
}

/** Flat ground from y down, with a few tufts of grass. */
export function ground(ink: Ink, w: number, h: number, y: number, colour: string = P.grass, tufts = 7, seed = 11): string {
  const rnd = seeded(seed);
  const grass = Array.from({ length: tufts }, () => {
    const x = 10 + rnd() * (w - 20);
    const gy = y + 10 + rnd() * (h - y - 16);
    return `<path d="M ${x - 5} ${gy} L ${x - 3} ${gy - 7} M ${x} ${gy} L ${x} ${gy - 9} M ${x + 5} ${gy} L ${x + 3} ${gy - 7}" ${stroke(ink, 2, P.grassDark)}/>`;
  }).join('');
  return `<rect x="-5" y="${y}" width="${w + 10}" height="${h - y + 5}" ${shape(ink, colour)}/>${grass}`;
}

export function mountain(ink: Ink, x: number, y: number, s = 1, snow = true): string {
  return `<g ${at(x, y, s)}><path d="M -90 0 L -20 -120 Q -10 -132 0 -120 L 90 0 Z" ${shape(ink, P.stone)}/>
    ${snow ? `<path d="M -34 -96 L -20 -120 Q -10 -132 0 -120 L 14 -96 L 4 -102 L -6 -92 L -16 -102 Z" ${shape(ink, P.white, 2)}/>` : ''}
    ${tint(ink, `<path d="M -10 -124 L 20 -60 L 90 0 L 0 0 Z" fill="${P.stoneDark}" opacity="0.25"/>`)}</g>`;
}

export function tree(ink: Ink, x: number, y: number, s = 1, colour: string = P.leaf, fruit?: string): string {
  const fruits = fruit
    ? [[-18, -70], [14, -82], [4, -58], [-6, -92], [22, -62]].map(([fx, fy]) => `<circle cx="${fx}" cy="${fy}" r="5" ${shape(ink, fruit, 1.8)}/>`).join('')
    : '';
  return `<g ${at(x, y, s)}><path d="M -7 0 L -5 -45 L 5 -45 L 7 0 Z" ${shape(ink, P.trunk)}/>
    <path d="M -8 -40 C -48 -40 -46 -82 -22 -86 C -22 -112 22 -114 24 -90 C 50 -86 48 -40 8 -40 Z" ${shape(ink, colour)}/>
    ${tint(ink, `<path d="M -20 -84 C -16 -100 4 -104 14 -94" fill="none" stroke="${P.leafLight}" stroke-width="5" stroke-linecap="round"/>`)}${fruits}</g>`;
}

export function palm(ink: Ink, x: number, y: number, s = 1): string {
  const leaves = [-150, -115, -65, -30].map((deg) => {
    const a = (deg * Math.PI) / 180;
    const ex = Math.cos(a) * 44;
    const ey = -96 + Math.sin(a) * 44 + 18;
    return `<path d="M 0 -96 Q ${(ex * 0.5).toFixed(1)} ${(-96 + Math.sin(a) * 30).toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)} Q ${(ex * 0.45).toFixed(1)} ${(-96 + Math.sin(a) * 14).toFixed(1)} 0 -96 Z" ${shape(ink, P.leaf, 2)}/>`;
  });
  return `<g ${at(x, y, s)}><path d="M -5 0 Q 4 -50 -2 -96 L 4 -96 Q 10 -50 5 0 Z" ${shape(ink, P.trunk, 2)}/>${leaves.join('')}</g>`;
}

export function bush(ink: Ink, x: number, y: number, s = 1, colour: string = P.leafLight): string {
  return `<path ${at(x, y, s)} d="M -26 0 C -36 -2 -34 -20 -20 -18 C -20 -32 2 -34 4 -22 C 14 -32 32 -22 24 -8 C 32 -6 30 2 22 0 Z" ${shape(ink, colour)}/>`;
}

export function flower(ink: Ink, x: number, y: number, s = 1, colour: string = P.rose): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2;
    return `<circle cx="${(Math.cos(a) * 5).toFixed(1)}" cy="${(-22 + Math.sin(a) * 5).toFixed(1)}" r="4.2" ${shape(ink, colour, 1.6)}/>`;
  }).join('');
  return `<g ${at(x, y, s)}><path d="M 0 0 L 0 -18" ${stroke(ink, 2.5, P.grassDark)}/><path d="M 0 -8 Q 7 -14 10 -10 Q 6 -5 0 -8 Z" ${shape(ink, P.leaf, 1.5)}/>${petals}<circle cx="0" cy="-22" r="3.2" ${shape(ink, P.yellow, 1.5)}/></g>`;
}

export function flowers(ink: Ink, w: number, y: number, count = 6, seed = 5): string {
  const rnd = seeded(seed);
  const colours = [P.rose, P.yellow, P.purple, P.orange, P.white];
  return Array.from({ length: count }, (_, i) => flower(ink, 20 + rnd() * (w - 40), y + rnd() * 14, 0.8 + rnd() * 0.4, colours[i % colours.length])).join('');
}

export function sea(ink: Ink, w: number, h: number, y: number): string {
  const waves = Array.from({ length: 3 }, (_, row) => {
    const wy = y + 18 + row * 22;
    let d = `M ${-10 + row * 14} ${wy}`;
    for (let x = -10 + row * 14; x < w; x += 40) d += ` q 10 -8 20 0 q 10 8 20 0`;
    return `<path d="${d}" ${stroke(ink, 2.2, ink.lineArt ? undefined : '#ffffff')} opacity="${ink.lineArt ? 1 : 0.7}"/>`;
  }).join('');
  return `<rect x="-5" y="${y}" width="${w + 10}" height="${h - y + 5}" ${shape(ink, P.sea)}/>${tint(ink, `<rect x="0" y="${y + (h - y) / 2}" width="${w}" height="${(h - y) / 2}" fill="${P.seaDeep}" opacity="0.35"/>`)}${waves}`;
}

export function boat(ink: Ink, x: number, y: number, s = 1, sail = true): string {
  return `<g ${at(x, y, s)}>${sail ? `<path d="M 2 -18 L 2 -96 L 46 -24 Z" ${shape(ink, P.cream)}/><path d="M 0 -14 L 0 -100" ${stroke(ink, 3.5)}/>` : ''}
    <path d="M -70 -22 L 70 -22 Q 60 6 40 8 L -40 8 Q -60 6 -70 -22 Z" ${shape(ink, P.wood)}/>
    <path d="M -64 -10 L 64 -10" ${stroke(ink, 2)}/></g>`;
}

export function fish(ink: Ink, x: number, y: number, s = 1, colour: string = P.orange, flip = false): string {
  return `<g ${at(x, y, s, flip)}><path d="M -20 0 C -10 -14 12 -12 20 0 C 12 12 -10 14 -20 0 Z" ${shape(ink, colour, 2)}/>
    <path d="M -18 0 L -30 -9 L -30 9 Z" ${shape(ink, colour, 2)}/><circle cx="11" cy="-2" r="1.8" fill="${line(ink)}"/></g>`;
}

export function sheep(ink: Ink, x: number, y: number, s = 1, flip = false): string {
  const wool = [[-14, -22], [-4, -26], [7, -25], [16, -21], [-17, -12], [18, -12], [-8, -14], [6, -14]]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="9" ${shape(ink, P.white, 2)}/>`)
    .join('');
  return `<g ${at(x, y, s, flip)}>
    ${[-12, -4, 6, 14].map((lx) => `<path d="M ${lx} -8 L ${lx} 0" ${stroke(ink, 4, P.outline)}/>`).join('')}
    ${wool}<path d="M -20 -16 C -20 -30 20 -32 22 -16 C 22 -4 -20 -4 -20 -16 Z" fill="${fill(ink, P.white)}"/>
    <ellipse cx="26" cy="-22" rx="8" ry="10" ${shape(ink, P.greyDark, 2)}/>
    <ellipse cx="20" cy="-28" rx="5" ry="2.5" transform="rotate(-30 20 -28)" ${shape(ink, P.greyDark, 1.6)}/>
    <circle cx="28" cy="-24" r="1.5" fill="${ink.lineArt ? '#1a1a1a' : '#fff'}"/></g>`;
}

export function dove(ink: Ink, x: number, y: number, s = 1, flip = false): string {
  return `<g ${at(x, y, s, flip)}>
    <path d="M -30 4 C -18 -2 0 -2 12 0 C 18 -6 26 -6 30 0 L 36 2 L 30 4 C 26 12 10 14 0 12 L -16 18 L -12 10 C -20 10 -26 8 -30 4 Z" ${shape(ink, P.white, 2)}/>
    <path d="M -6 2 C -14 -22 0 -34 14 -36 C 8 -22 8 -8 4 4 Z" ${shape(ink, P.white, 2)}/>
    <circle cx="24" cy="-1" r="1.5" fill="${line(ink)}"/>${tint(ink, `<path d="M 36 2 L 30 4" stroke="${P.orange}" stroke-width="3"/>`)}</g>`;
}

export function bird(ink: Ink, x: number, y: number, s = 1): string {
  return `<path ${at(x, y, s)} d="M -12 0 Q -6 -8 0 0 Q 6 -8 12 0" ${stroke(ink, 2.5)}/>`;
}

export function rainbow(ink: Ink, x: number, y: number, r: number): string {
  const bands = [P.red, P.orange, P.yellow, P.green, P.blue, P.purple];
  return bands
    .map((c, i) => {
      const rr = r - i * 9;
      return `<path d="M ${x - rr} ${y} A ${rr} ${rr} 0 0 1 ${x + rr} ${y}" ${stroke(ink, ink.lineArt ? 1.6 : 9, c)}/>`;
    })
    .join('');
}

export function house(ink: Ink, x: number, y: number, s = 1, wall: string = P.wall, roof: string = P.red): string {
  return `<g ${at(x, y, s)}><rect x="-40" y="-56" width="80" height="56" ${shape(ink, wall)}/>
    <path d="M -48 -54 L 0 -92 L 48 -54 Z" ${shape(ink, roof)}/>
    <rect x="-10" y="-30" width="20" height="30" rx="3" ${shape(ink, P.wood)}/>
    <rect x="16" y="-44" width="16" height="16" ${shape(ink, P.sky)}/><path d="M 24 -44 L 24 -28 M 16 -36 L 32 -36" ${stroke(ink, 1.6)}/>
    <rect x="-32" y="-44" width="16" height="16" ${shape(ink, P.sky)}/><path d="M -24 -44 L -24 -28 M -32 -36 L -16 -36" ${stroke(ink, 1.6)}/></g>`;
}

/** A flat-roofed house of Nazareth or Jerusalem. */
export function flatHouse(ink: Ink, x: number, y: number, s = 1, wall: string = P.sand): string {
  return `<g ${at(x, y, s)}><rect x="-36" y="-52" width="72" height="52" ${shape(ink, wall)}/>
    <path d="M -40 -52 L 40 -52" ${stroke(ink, 4)}/><path d="M -8 0 L -8 -24 Q 0 -32 8 -24 L 8 0 Z" ${shape(ink, P.woodDark)}/>
    <rect x="16" y="-42" width="12" height="12" rx="2" ${shape(ink, P.outline)}/></g>`;
}

export function church(ink: Ink, x: number, y: number, s = 1, wall: string = P.cream, roof: string = P.red): string {
  return `<g ${at(x, y, s)}>
    <rect x="-50" y="-70" width="70" height="70" ${shape(ink, wall)}/><path d="M -58 -68 L -15 -104 L 28 -68 Z" ${shape(ink, roof)}/>
    <rect x="20" y="-120" width="34" height="120" ${shape(ink, wall)}/><path d="M 14 -118 L 37 -150 L 60 -118 Z" ${shape(ink, roof)}/>
    <path d="M 37 -150 L 37 -172 M 29 -164 L 45 -164" ${stroke(ink, 3.5)}/>
    <path d="M 28 -100 Q 37 -112 46 -100 L 46 -86 L 28 -86 Z" ${shape(ink, P.gold, 2)}/>
    <path d="M -28 0 L -28 -30 Q -15 -46 -2 -30 L -2 0 Z" ${shape(ink, P.wood)}/>
    <circle cx="-15" cy="-56" r="8" ${shape(ink, P.skyDeep, 2)}/><path d="M -15 -64 L -15 -48 M -23 -56 L -7 -56" ${stroke(ink, 1.5)}/></g>`;
}
