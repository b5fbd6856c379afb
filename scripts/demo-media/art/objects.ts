// Things of faith and of everyday life, drawn at (x, y) and scaled by s; (x, y) is the object's
// centre unless said otherwise.
import { P, at, fill, line, shape, stroke, tint, type Ink } from './ink';

export function openBook(ink: Ink, x: number, y: number, s = 1, cover: string = P.red): string {
  const lines = [-1, 1]
    .map((side) =>
      [0, 1, 2, 3]
        .map((i) => `<path d="M ${side * 6} ${-10 + i * 6} L ${side * 28} ${-12 + i * 6}" ${stroke(ink, 1.3, P.greyDark)}/>`)
        .join(''),
    )
    .join('');
  return `<g ${at(x, y, s)}><path d="M -36 -18 L 0 -14 L 36 -18 L 36 18 L 0 22 L -36 18 Z" ${shape(ink, cover)}/>
    <path d="M -33 -20 Q -16 -24 0 -16 Q 16 -24 33 -20 L 33 15 Q 16 11 0 19 Q -16 11 -33 15 Z" ${shape(ink, P.paper, 2)}/>
    <path d="M 0 -16 L 0 19" ${stroke(ink, 1.6)}/>${lines}</g>`;
}

/** A closed Bible standing on its base (x, y is the bottom centre). */
export function bible(ink: Ink, x: number, y: number, s = 1, cover: string = P.woodDark): string {
  return `<g ${at(x, y, s)}><rect x="-20" y="-54" width="40" height="54" rx="3" ${shape(ink, cover)}/>
    <rect x="15" y="-52" width="5" height="50" ${shape(ink, P.paper, 1.5)}/>
    <path d="M -2 -44 L -2 -16 M -10 -36 L 6 -36" ${stroke(ink, 3, P.gold)}/></g>`;
}

export function candle(ink: Ink, x: number, y: number, s = 1, colour: string = P.cream, lit = true): string {
  return `<g ${at(x, y, s)}><rect x="-7" y="-44" width="14" height="44" rx="2" ${shape(ink, colour)}/>
    <path d="M 0 -44 L 0 -49" ${stroke(ink, 1.6)}/>
    ${lit ? `${tint(ink, `<circle cx="0" cy="-58" r="12" fill="${P.sunGlow}" opacity="0.7"/>`)}<path d="M 0 -68 C 6 -60 5 -50 0 -49 C -5 -50 -6 -60 0 -68 Z" ${shape(ink, P.flame, 1.6)}/>` : ''}</g>`;
}

export function cross(ink: Ink, x: number, y: number, s = 1, colour: string = P.wood): string {
  return `<path ${at(x, y, s)} d="M -6 -60 L 6 -60 L 6 -38 L 24 -38 L 24 -26 L 6 -26 L 6 20 L -6 20 L -6 -26 L -24 -26 L -24 -38 L -6 -38 Z" ${shape(ink, colour)}/>`;
}

export function heart(ink: Ink, x: number, y: number, s = 1, colour: string = P.red): string {
  return `<path ${at(x, y, s)} d="M 0 18 C -30 -2 -26 -26 -12 -26 C -4 -26 0 -20 0 -14 C 0 -20 4 -26 12 -26 C 26 -26 30 -2 0 18 Z" ${shape(ink, colour)}/>`;
}

export function bread(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -26 8 C -32 -12 -14 -20 0 -20 C 14 -20 32 -12 26 8 Z" ${shape(ink, P.gold)}/>
    <path d="M -12 -10 L -6 -2 M 0 -13 L 6 -5 M 10 -10 L 16 -2" ${stroke(ink, 2)}/></g>`;
}

export function chalice(ink: Ink, x: number, y: number, s = 1, withHost = true): string {
  return `<g ${at(x, y, s)}>
    <path d="M -22 -40 L 22 -40 Q 20 -12 0 -8 Q -20 -12 -22 -40 Z" ${shape(ink, P.gold)}/>
    <path d="M -3 -8 L -3 10 L 3 10 L 3 -8 Z" ${shape(ink, P.gold, 2)}/><circle cx="0" cy="0" r="4.5" ${shape(ink, P.gold, 2)}/>
    <path d="M -16 24 Q 0 8 16 24 Z" ${shape(ink, P.gold)}/>
    ${tint(ink, `<path d="M -14 -34 Q -12 -20 -4 -14" fill="none" stroke="#fff2c0" stroke-width="3" stroke-linecap="round"/>`)}
    ${withHost ? host(ink, 0, -58, 1) : ''}</g>`;
}

export function host(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}>${tint(ink, `<circle r="24" fill="${P.sunGlow}" opacity="0.7"/>`)}<circle r="16" ${shape(ink, P.cream)}/>
    <path d="M 0 -9 L 0 9 M -7 -2 L 7 -2" ${stroke(ink, 2.2, P.gold)}/></g>`;
}

export function grapes(ink: Ink, x: number, y: number, s = 1): string {
  const berries = [[-8, -6], [0, -6], [8, -6], [-4, 2], [4, 2], [0, 10], [-12, -14], [12, -14], [-4, -14], [4, -14]]
    .map(([cx, cy]) => `<circle cx="${cx}" cy="${cy}" r="5" ${shape(ink, P.purple, 1.6)}/>`)
    .join('');
  return `<g ${at(x, y, s)}><path d="M 0 -18 Q 2 -26 8 -28" ${stroke(ink, 2.5, P.woodDark)}/><path d="M 2 -22 Q 14 -34 22 -22 Q 12 -16 2 -22 Z" ${shape(ink, P.leaf, 1.6)}/>${berries}</g>`;
}

export function wheat(ink: Ink, x: number, y: number, s = 1): string {
  const grains = Array.from({ length: 5 }, (_, i) =>
    [-1, 1].map((side) => `<ellipse cx="${side * 4}" cy="${-40 - i * 7}" rx="3" ry="5.5" transform="rotate(${side * 25} ${side * 4} ${-40 - i * 7})" ${shape(ink, P.gold, 1.4)}/>`).join(''),
  ).join('');
  return `<g ${at(x, y, s)}><path d="M 0 0 Q 2 -30 0 -74" ${stroke(ink, 2.2, P.gold)}/>${grains}<ellipse cx="0" cy="-76" rx="3" ry="5" ${shape(ink, P.gold, 1.4)}/></g>`;
}

export function rosary(ink: Ink, x: number, y: number, s = 1): string {
  const beads = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2;
    return `<circle cx="${(Math.cos(a) * 34).toFixed(1)}" cy="${(-40 + Math.sin(a) * 30).toFixed(1)}" r="${i % 6 === 0 ? 4.2 : 3}" ${shape(ink, i % 6 === 0 ? P.gold : P.marian, 1.3)}/>`;
  }).join('');
  return `<g ${at(x, y, s)}><ellipse cx="0" cy="-40" rx="34" ry="30" ${stroke(ink, 1.2)}/>${beads}
    <path d="M 0 -10 L 0 10" ${stroke(ink, 1.2)}/>${[0, 6].map((d) => `<circle cx="0" cy="${d - 4}" r="3" ${shape(ink, P.marian, 1.3)}/>`).join('')}
    <path d="M -2 12 L 2 12 L 2 18 L 7 18 L 7 21 L 2 21 L 2 32 L -2 32 L -2 21 L -7 21 L -7 18 L -2 18 Z" ${shape(ink, P.gold, 1.3)}/></g>`;
}

export function tablets(ink: Ink, x: number, y: number, s = 1, numbered = true): string {
  const tablet = (dx: number, from: number) =>
    `<path d="M ${dx - 24} 40 L ${dx - 24} -24 Q ${dx - 24} -44 ${dx} -44 Q ${dx + 24} -44 ${dx + 24} -24 L ${dx + 24} 40 Z" ${shape(ink, P.stone)}/>
    ${numbered ? Array.from({ length: 5 }, (_, i) => `<text x="${dx}" y="${-22 + i * 14}" text-anchor="middle" font-family="Lora" font-weight="700" font-size="11" fill="${line(ink)}">${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][from + i]}</text>`).join('') : ''}`;
  return `<g ${at(x, y, s)}>${tablet(-26, 0)}${tablet(26, 5)}</g>`;
}

export function oilJar(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -8 -40 L 8 -40 L 8 -32 Q 22 -24 20 -4 Q 18 10 0 10 Q -18 10 -20 -4 Q -22 -24 -8 -32 Z" ${shape(ink, P.gold)}/>
    <rect x="-10" y="-46" width="20" height="7" rx="2" ${shape(ink, P.wood, 2)}/>
    <path d="M -14 -12 L 14 -12" ${stroke(ink, 2)}/><path d="M -5 -4 L 5 -4 M 0 -9 L 0 1" ${stroke(ink, 1.8)}/></g>`;
}

export function shell(ink: Ink, x: number, y: number, s = 1): string {
  const ribs = [-24, -12, 0, 12, 24].map((dx) => `<path d="M 0 14 L ${dx} -14" ${stroke(ink, 1.5)}/>`).join('');
  return `<g ${at(x, y, s)}><path d="M -30 -8 Q -26 -28 0 -30 Q 26 -28 30 -8 Q 16 14 0 14 Q -16 14 -30 -8 Z" ${shape(ink, P.cream)}/>${ribs}</g>`;
}

export function drops(ink: Ink, x: number, y: number, s = 1): string {
  return [[0, 0], [-14, 16], [12, 20]]
    .map(([dx, dy]) => `<path ${at(x + dx * s, y + dy * s, s)} d="M 0 -10 C 5 -2 7 2 6 5 C 4 10 -4 10 -6 5 C -7 2 -5 -2 0 -10 Z" ${shape(ink, P.sea, 1.6)}/>`)
    .join('');
}

export function font(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -40 -50 L 40 -50 Q 36 -20 14 -16 L 10 0 L 20 10 L -20 10 L -10 0 L -14 -16 Q -36 -20 -40 -50 Z" ${shape(ink, P.stone)}/>
    <path d="M -36 -50 Q 0 -42 36 -50" ${shape(ink, P.sea, 2)}/></g>`;
}

export function rings(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><circle cx="-10" cy="0" r="18" fill="none" stroke="${line(ink)}" stroke-width="8"/><circle cx="-10" cy="0" r="18" fill="none" stroke="${fill(ink, P.gold)}" stroke-width="5"/>
    <circle cx="12" cy="0" r="18" fill="none" stroke="${line(ink)}" stroke-width="8"/><circle cx="12" cy="0" r="18" fill="none" stroke="${fill(ink, P.gold)}" stroke-width="5"/></g>`;
}

export function wreath(ink: Ink, x: number, y: number, s = 1): string {
  const leaves = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const cx = Math.cos(a) * 48;
    const cy = Math.sin(a) * 16;
    return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="11" ry="6" transform="rotate(${((a * 180) / Math.PI + 90).toFixed(0)} ${cx.toFixed(1)} ${cy.toFixed(1)})" ${shape(ink, i % 2 ? P.leaf : P.grassDark, 1.5)}/>`;
  }).join('');
  const candles = [[-40, 2, P.purple], [-14, -12, P.purple], [14, -12, P.rose], [40, 2, P.purple]]
    .map(([cx, cy, c], i) => candle(ink, cx as number, cy as number, 0.8, c as string, i < 2))
    .join('');
  return `<g ${at(x, y, s)}>${leaves}${candles}</g>`;
}

export function jar(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -12 -44 L 12 -44 L 10 -36 Q 24 -24 20 -4 Q 16 0 0 0 Q -16 0 -20 -4 Q -24 -24 -10 -36 Z" ${shape(ink, P.earth)}/>
    <path d="M -16 -22 L 16 -22" ${stroke(ink, 1.8)}/></g>`;
}

export function manger(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -34 -30 L 34 -30 L 24 0 L -24 0 Z" ${shape(ink, P.wood)}/>
    <path d="M -30 0 L -36 14 M 30 0 L 36 14" ${stroke(ink, 4)}/>
    <path d="M -36 -30 Q -28 -40 -20 -32 Q -10 -42 0 -32 Q 10 -42 20 -32 Q 28 -40 36 -30 Z" ${shape(ink, P.yellow, 2)}/></g>`;
}

export function baby(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><ellipse cx="6" cy="0" rx="20" ry="9" ${shape(ink, P.white)}/>
    <circle cx="-16" cy="-2" r="9" ${shape(ink, P.skin[1])}/><path d="M -20 -2 Q -18 0 -16 -2 M -14 -2 Q -12 0 -10 -2" ${stroke(ink, 1.3)}/>
    ${tint(ink, `<circle cx="-16" cy="-2" r="15" fill="${P.sunGlow}" opacity="0.5"/>`)}</g>`;
}

export function table(ink: Ink, x: number, y: number, w = 200, s = 1, cloth: string = P.white): string {
  return `<g ${at(x, y, s)}><path d="M ${-w / 2 + 10} 0 L ${-w / 2 + 14} 46 M ${w / 2 - 10} 0 L ${w / 2 - 14} 46" ${stroke(ink, 6)}/>
    <path d="M ${-w / 2} -6 L ${w / 2} -6 L ${w / 2 - 4} 16 L ${-w / 2 + 4} 16 Z" ${shape(ink, cloth)}/></g>`;
}

export function globe(ink: Ink, x: number, y: number, r = 50): string {
  return `<g><circle cx="${x}" cy="${y}" r="${r}" ${shape(ink, P.sea)}/>
    <path d="M ${x - r * 0.6} ${y - r * 0.5} C ${x - r * 0.2} ${y - r * 0.7} ${x} ${y - r * 0.2} ${x - r * 0.3} ${y + r * 0.1} C ${x - r * 0.5} ${y + r * 0.5} ${x - r * 0.9} ${y} ${x - r * 0.6} ${y - r * 0.5} Z" ${shape(ink, P.green, 2)}/>
    <path d="M ${x + r * 0.2} ${y - r * 0.8} C ${x + r * 0.7} ${y - r * 0.7} ${x + r * 0.9} ${y - r * 0.1} ${x + r * 0.5} ${y + r * 0.2} C ${x + r * 0.3} ${y + r * 0.7} ${x + r * 0.1} ${y + r * 0.2} ${x + r * 0.2} ${y - r * 0.8} Z" ${shape(ink, P.green, 2)}/></g>`;
}

export function flameTongue(ink: Ink, x: number, y: number, s = 1): string {
  return `<path ${at(x, y, s)} d="M 0 -20 C 8 -10 8 -2 0 2 C -8 -2 -8 -10 0 -20 Z" ${shape(ink, P.fire, 1.6)}/>`;
}

export function ark(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -110 -40 L 110 -40 Q 96 10 70 14 L -70 14 Q -96 10 -110 -40 Z" ${shape(ink, P.wood)}/>
    <path d="M -100 -22 L 100 -22 M -88 -4 L 88 -4" ${stroke(ink, 2)}/>
    <rect x="-60" y="-90" width="120" height="50" ${shape(ink, P.woodDark)}/><path d="M -70 -88 L 0 -118 L 70 -88 Z" ${shape(ink, P.red)}/>
    <rect x="-40" y="-76" width="18" height="16" ${shape(ink, P.cream, 2)}/><rect x="22" y="-76" width="18" height="16" ${shape(ink, P.cream, 2)}/></g>`;
}

export function tomb(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -90 0 Q -90 -100 0 -104 Q 90 -100 90 0 Z" ${shape(ink, P.stone)}/>
    <path d="M -34 0 L -34 -40 Q 0 -70 34 -40 L 34 0 Z" fill="${fill(ink, P.outline)}" stroke="${line(ink)}" stroke-width="2.5"/>
    <circle cx="62" cy="-30" r="32" ${shape(ink, P.stoneDark)}/>${tint(ink, `<path d="M -30 -4 L 30 -4 L 0 -60 Z" fill="${P.sunGlow}" opacity="0.5"/>`)}</g>`;
}

export function lamp(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -26 0 Q -24 -16 0 -16 Q 20 -16 30 -10 L 40 -12 L 34 -4 Q 20 6 0 6 Q -22 6 -26 0 Z" ${shape(ink, P.earth)}/>
    <path d="M 40 -14 C 46 -24 44 -34 40 -40 C 36 -32 34 -24 40 -14 Z" ${shape(ink, P.flame, 1.6)}/></g>`;
}

export function sprout(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -34 0 Q 0 -16 34 0 Z" ${shape(ink, P.earth)}/><path d="M 0 -6 Q -2 -30 0 -44" ${stroke(ink, 3, P.grassDark)}/>
    <path d="M 0 -28 C -20 -30 -26 -46 -24 -50 C -10 -50 -2 -42 0 -28 Z" ${shape(ink, P.leafLight, 2)}/>
    <path d="M 0 -38 C 18 -42 26 -56 24 -60 C 8 -60 0 -52 0 -38 Z" ${shape(ink, P.leaf, 2)}/></g>`;
}

export function ball(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><circle r="14" ${shape(ink, P.red)}/><path d="M -14 0 Q 0 8 14 0 M 0 -14 Q -8 0 0 14" ${stroke(ink, 2, ink.lineArt ? undefined : '#fff')}/></g>`;
}

export function bed(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><rect x="-70" y="-30" width="140" height="26" rx="4" ${shape(ink, P.white)}/>
    <rect x="-78" y="-62" width="12" height="70" rx="3" ${shape(ink, P.wood)}/><rect x="66" y="-44" width="12" height="52" rx="3" ${shape(ink, P.wood)}/>
    <rect x="-64" y="-42" width="30" height="14" rx="6" ${shape(ink, P.cream, 2)}/></g>`;
}

export function box(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><rect x="-18" y="-30" width="36" height="30" ${shape(ink, P.earth)}/><path d="M -18 -22 L 18 -22 M 0 -30 L 0 -22" ${stroke(ink, 2)}/>
    ${heart(ink, 0, -6, 0.3)}</g>`;
}

export function roses(ink: Ink, x: number, y: number, s = 1): string {
  const rose = (dx: number, dy: number) => `<circle cx="${dx}" cy="${dy}" r="9" ${shape(ink, P.red, 1.8)}/><path d="M ${dx - 4} ${dy} Q ${dx} ${dy - 5} ${dx + 4} ${dy} Q ${dx} ${dy + 4} ${dx - 2} ${dy - 1}" ${stroke(ink, 1.4)}/>`;
  return `<g ${at(x, y, s)}>${[[-16, -4], [0, -12], [16, -4], [-8, 8], [8, 8]].map(([dx, dy]) => rose(dx, dy)).join('')}</g>`;
}

export function window(ink: Ink, x: number, y: number, w: number, h: number, glass: string = P.sky): string {
  return `<g><path d="M ${x} ${y + h} L ${x} ${y + w / 2} A ${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} L ${x + w} ${y + h} Z" ${shape(ink, glass)}/>
    <path d="M ${x + w / 2} ${y} L ${x + w / 2} ${y + h} M ${x} ${y + h * 0.55} L ${x + w} ${y + h * 0.55}" ${stroke(ink, 2.5)}/></g>`;
}

export function altar(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><rect x="-70" y="-46" width="140" height="46" ${shape(ink, P.cream)}/>
    <path d="M -74 -46 L 74 -46" ${stroke(ink, 4)}/><path d="M -20 -46 L -20 -10 L 20 -10 L 20 -46" ${shape(ink, P.green, 2)}/>
    <path d="M 0 -38 L 0 -18 M -8 -30 L 8 -30" ${stroke(ink, 2.5, P.gold)}/></g>`;
}

export function mitreIcon(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><path d="M -18 20 L -16 -16 Q -8 -28 0 -34 Q 8 -28 16 -16 L 18 20 Z" ${shape(ink, P.white)}/><path d="M 0 -22 L 0 10 M -8 -8 L 8 -8" ${stroke(ink, 3, P.gold)}/></g>`;
}

export function phone(ink: Ink, x: number, y: number, s = 1): string {
  return `<g ${at(x, y, s)}><rect x="-12" y="-22" width="24" height="44" rx="4" ${shape(ink, P.navy, 2)}/><rect x="-9" y="-17" width="18" height="32" ${shape(ink, P.sky, 1.5)}/>${heart(ink, 0, -2, 0.25)}</g>`;
}

export function star8(ink: Ink, x: number, y: number, r = 24): string {
  const pts = Array.from({ length: 16 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 8;
    const rr = i % 2 ? r * 0.4 : i % 4 === 0 ? r : r * 0.7;
    return `${(x + Math.cos(a) * rr).toFixed(1)},${(y + Math.sin(a) * rr).toFixed(1)}`;
  }).join(' ');
  return `${tint(ink, `<circle cx="${x}" cy="${y}" r="${r * 1.3}" fill="${P.sunGlow}" opacity="0.5"/>`)}<polygon points="${pts}" ${shape(ink, P.yellow, 2)}/>`;
}

export function donkey(ink: Ink, x: number, y: number, s = 1, flip = false): string {
  return `<g ${at(x, y, s, flip)}>${[-26, -14, 14, 26].map((lx) => `<path d="M ${lx} -22 L ${lx} 0" ${stroke(ink, 6)}/><path d="M ${lx} -22 L ${lx} -1" fill="none" stroke="${fill(ink, P.greyDark)}" stroke-width="3.5" stroke-linecap="round"/>`).join('')}
    <ellipse cx="0" cy="-34" rx="36" ry="17" ${shape(ink, P.greyDark)}/>
    <path d="M 26 -42 L 38 -66 L 52 -58 L 40 -36 Z" ${shape(ink, P.greyDark)}/>
    <ellipse cx="50" cy="-62" rx="12" ry="8" transform="rotate(30 50 -62)" ${shape(ink, P.greyDark)}/>
    <path d="M 40 -72 L 36 -88 L 44 -74 M 46 -70 L 48 -86 L 50 -70" ${shape(ink, P.greyDark, 2)}/>
    <circle cx="50" cy="-64" r="1.6" fill="${line(ink)}"/><path d="M -36 -36 Q -46 -30 -44 -18" ${stroke(ink, 2.5)}/>
    <path d="M -20 -50 L 18 -50 L 14 -30 L -16 -30 Z" ${shape(ink, P.red, 2)}/></g>`;
}

export function stoneTablet(ink: Ink, x: number, y: number, w: number, h: number): string {
  return `<path d="M ${x} ${y + h} L ${x} ${y + 30} Q ${x} ${y} ${x + w / 2} ${y} Q ${x + w} ${y} ${x + w} ${y + 30} L ${x + w} ${y + h} Z" ${shape(ink, P.stone)}/>`;
}
