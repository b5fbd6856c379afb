// People in the catalogue's style: round heads, simple robes or clothes, a few poses. A figure
// stands with its feet at (0, 0); an adult is about 100 units tall, a child about 78.
import { P, at, fill, line, shape, stroke, tint, type Ink } from './ink';

export type Hair =
  | 'short'
  | 'long'
  | 'curly'
  | 'bun'
  | 'ponytail'
  | 'braids'
  | 'spiky'
  | 'veil'
  | 'jesus'
  | 'elder'
  | 'mitre'
  | 'none';

export type Pose = 'down' | 'pray' | 'open' | 'wave' | 'hold' | 'point' | 'carry' | 'bless' | 'reach';

export interface Person {
  child?: boolean;
  skin?: 0 | 1 | 2 | 3;
  hair?: Hair;
  hairColour?: string;
  /** Robe, dress or shirt. */
  robe: string;
  /** Trousers: the robe stops at the hips and legs show. */
  pants?: string;
  /** A band across the chest (a mantle, a stole). */
  sash?: string;
  /** A priest's or bishop's stole hanging from the neck. */
  stole?: string;
  veil?: string;
  beard?: boolean;
  pose?: Pose;
  /** Drawn at the hands for 'hold' and 'reach' (local coordinates, centred on the hands). */
  holding?: (ink: Ink) => string;
  eyesClosed?: boolean;
  halo?: boolean;
  /** Looks to one side (the face shifts a little). */
  look?: -1 | 0 | 1;
}

interface Frame {
  headY: number;
  r: number;
  shoulderY: number;
  shoulderW: number;
  hemW: number;
  hipY: number;
  arm: number;
}

const ADULT: Frame = { headY: -80, r: 13, shoulderY: -63, shoulderW: 12, hemW: 19, hipY: -34, arm: 1 };
const CHILD: Frame = { headY: -60, r: 13.5, shoulderY: -44, shoulderW: 10, hemW: 14, hipY: -24, arm: 0.78 };

function hand(ink: Ink, skin: string, x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="3.6" ${shape(ink, skin, 2)}/>`;
}

function arm(ink: Ink, colour: string, d: string): string {
  return `<path d="${d}" fill="none" stroke="${line(ink)}" stroke-width="${ink.lineArt ? 9.5 : 8.5}" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="${d}" fill="none" stroke="${fill(ink, colour)}" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function arms(ink: Ink, p: Person, f: Frame, skin: string): { back: string; front: string } {
  const sy = f.shoulderY;
  const sw = f.shoulderW;
  const k = f.arm;
  const sleeve = p.robe;
  const pose = p.pose ?? 'down';
  const L = (x: number) => -x;
  const down = (s: 1 | -1) => ({
    d: `M ${s * (sw - 1)} ${sy + 3} Q ${s * (sw + 5 * k)} ${sy + 17 * k} ${s * (sw + 3 * k)} ${sy + 31 * k}`,
    hx: s * (sw + 3 * k),
    hy: sy + 31 * k,
  });
  const parts: string[] = [];
  const hands: string[] = [];
  const add = (a: { d: string; hx: number; hy: number }) => {
    parts.push(arm(ink, sleeve, a.d));
    hands.push(hand(ink, skin, a.hx, a.hy));
  };
  switch (pose) {
    case 'down':
      add(down(-1));
      add(down(1));
      break;
    case 'pray': {
      const y = sy + 15 * k;
      parts.push(arm(ink, sleeve, `M ${L(sw - 1)} ${sy + 3} Q ${L(sw + 4 * k)} ${sy + 18 * k} -2 ${y + 2}`));
      parts.push(arm(ink, sleeve, `M ${sw - 1} ${sy + 3} Q ${sw + 4 * k} ${sy + 18 * k} 2 ${y + 2}`));
      hands.push(`<path d="M 0 ${y - 9} Q 4.5 ${y - 3} 3 ${y + 4} L -3 ${y + 4} Q -4.5 ${y - 3} 0 ${y - 9} Z" ${shape(ink, skin, 2)}/>
        <path d="M 0 ${y - 7} L 0 ${y + 3}" ${stroke(ink, 1.2)}/>`);
      break;
    }
    case 'open':
      for (const s of [-1, 1] as const) {
        add({ d: `M ${s * (sw - 1)} ${sy + 3} Q ${s * (sw + 10 * k)} ${sy + 4} ${s * (sw + 18 * k)} ${sy - 9 * k}`, hx: s * (sw + 18 * k), hy: sy - 9 * k });
      }
      break;
    case 'wave':
      add(down(-1));
      add({ d: `M ${sw - 1} ${sy + 3} Q ${sw + 12 * k} ${sy} ${sw + 13 * k} ${sy - 18 * k}`, hx: sw + 13 * k, hy: sy - 18 * k });
      break;
    case 'bless':
      add(down(-1));
      add({ d: `M ${sw - 1} ${sy + 3} Q ${sw + 10 * k} ${sy + 8} ${sw + 8 * k} ${sy - 10 * k}`, hx: sw + 8 * k, hy: sy - 10 * k });
      break;
    case 'point':
      add(down(-1));
      add({ d: `M ${sw - 1} ${sy + 3} Q ${sw + 10 * k} ${sy + 8 * k} ${sw + 21 * k} ${sy + 4 * k}`, hx: sw + 21 * k, hy: sy + 4 * k });
      break;
    case 'hold':
    case 'reach': {
      const y = pose === 'hold' ? sy + 16 * k : sy + 8 * k;
      const x = pose === 'hold' ? 6 : sw + 14 * k;
      if (pose === 'hold') {
        add({ d: `M ${L(sw - 1)} ${sy + 3} Q ${L(sw + 4 * k)} ${sy + 19 * k} ${L(x)} ${y}`, hx: L(x), hy: y });
        add({ d: `M ${sw - 1} ${sy + 3} Q ${sw + 4 * k} ${sy + 19 * k} ${x} ${y}`, hx: x, hy: y });
      } else {
        add(down(-1));
        add({ d: `M ${sw - 1} ${sy + 3} Q ${sw + 8 * k} ${sy + 12 * k} ${x} ${y}`, hx: x, hy: y });
      }
      break;
    }
    case 'carry':
      for (const s of [-1, 1] as const) {
        add({ d: `M ${s * (sw - 1)} ${sy + 3} Q ${s * (sw + 9)} ${sy + 6} ${s * (sw + 6)} ${sy - 10}`, hx: s * (sw + 6), hy: sy - 10 });
      }
      break;
  }
  const held = p.holding && (pose === 'hold' || pose === 'reach')
    ? `<g transform="translate(${pose === 'hold' ? 0 : f.shoulderW + 14 * k} ${pose === 'hold' ? sy + 14 * k : sy + 6 * k})">${p.holding(ink)}</g>`
    : '';
  return { back: '', front: parts.join('') + held + hands.join('') };
}

function hairBack(ink: Ink, hair: Hair, colour: string, f: Frame, veil?: string): string {
  const { headY: y, r } = f;
  switch (hair) {
    case 'long':
    case 'jesus':
      return `<path d="M ${-r - 2} ${y - 2} C ${-r - 5} ${y + 12} ${-r - 3} ${y + 21} ${-r + 1} ${y + 24} L ${r - 1} ${y + 24} C ${r + 3} ${y + 21} ${r + 5} ${y + 12} ${r + 2} ${y - 2} Z" ${shape(ink, colour)}/>`;
    case 'braids':
      return [-1, 1]
        .map((s) => `<path d="M ${s * (r - 1)} ${y + 2} Q ${s * (r + 4)} ${y + 14} ${s * (r + 2)} ${y + 24}" ${stroke(ink, 7, ink.lineArt ? undefined : colour)}/>
          <circle cx="${s * (r + 2)}" cy="${y + 26}" r="3" ${shape(ink, P.red, 1.5)}/>`)
        .join('');
    case 'ponytail':
      return `<ellipse cx="${r + 3}" cy="${y + 2}" rx="5" ry="10" transform="rotate(-20 ${r + 3} ${y + 2})" ${shape(ink, colour)}/>`;
    case 'veil': {
      const v = veil ?? P.marian;
      return `<path d="M ${-r - 3} ${y + 1} C ${-r - 6} ${y - r - 11} ${r + 6} ${y - r - 11} ${r + 3} ${y + 1} L ${r + 10} ${y + 27} Q 0 ${y + 32} ${-r - 10} ${y + 27} Z" ${shape(ink, v)}/>`;
    }
    default:
      return '';
  }
}

function hairFront(ink: Ink, hair: Hair, colour: string, f: Frame, veil?: string): string {
  const { headY: y, r } = f;
  const cap = `M ${-r - 1} ${y + 2} C ${-r - 2} ${y - r - 7} ${r + 2} ${y - r - 7} ${r + 1} ${y + 2} C ${r - 1} ${y - 7} ${-3} ${y - 10} ${-r - 1} ${y + 2} Z`;
  switch (hair) {
    case 'short':
    case 'long':
    case 'ponytail':
    case 'braids':
      return `<path d="${cap}" ${shape(ink, colour)}/>`;
    case 'bun':
      return `<circle cx="0" cy="${y - r - 3}" r="5.5" ${shape(ink, colour)}/><path d="${cap}" ${shape(ink, colour)}/>`;
    case 'curly': {
      const blobs = [];
      for (let i = 0; i <= 8; i++) {
        const a = Math.PI * (1.02 + (i / 8) * 0.96);
        blobs.push(`<circle cx="${(Math.cos(a) * (r + 1)).toFixed(1)}" cy="${(y - 2 + Math.sin(a) * (r + 1)).toFixed(1)}" r="5" ${shape(ink, colour, 2)}/>`);
      }
      return blobs.join('');
    }
    case 'spiky':
      return `<path d="M ${-r - 1} ${y + 1} L ${-r + 1} ${y - r - 2} L ${-r + 6} ${y - r + 1} L ${-2} ${y - r - 5} L 3 ${y - r} L ${r - 3} ${y - r - 4} L ${r - 1} ${y - r + 2} L ${r + 2} ${y} C ${r - 2} ${y - 6} ${-4} ${y - 8} ${-r - 1} ${y + 1} Z" ${shape(ink, colour)}/>`;
    case 'jesus':
      return `<path d="M ${-r - 1} ${y + 3} C ${-r - 1} ${y - r - 6} ${r + 1} ${y - r - 6} ${r + 1} ${y + 3} C ${r - 3} ${y - 6} 2 ${y - 10} 0 ${y - 10} C -2 ${y - 10} ${-r + 3} ${y - 6} ${-r - 1} ${y + 3} Z" ${shape(ink, colour)}/>`;
    case 'veil':
      return `<path d="M ${-r - 1.5} ${y + 3} C ${-r - 2} ${y - r - 6} ${r + 2} ${y - r - 6} ${r + 1.5} ${y + 3} C ${r - 2} ${y - 7} ${-r + 2} ${y - 7} ${-r - 1.5} ${y + 3} Z" ${shape(ink, veil ?? P.marian)}/>`;
    case 'elder':
      return [-1, 1].map((s) => `<path d="M ${s * (r + 1)} ${y + 3} C ${s * (r + 3)} ${y - 4} ${s * (r - 2)} ${y - 9} ${s * (r - 5)} ${y - 8} C ${s * (r - 3)} ${y - 3} ${s * (r - 2)} ${y} ${s * (r + 1)} ${y + 3} Z" ${shape(ink, colour, 2)}/>`).join('');
    case 'mitre':
      return `<path d="M -10 ${y - 8} L -9 ${y - 30} Q -4 ${y - 37} 0 ${y - 41} Q 4 ${y - 37} 9 ${y - 30} L 10 ${y - 8} Z" ${shape(ink, P.white)}/>
        <path d="M 0 ${y - 33} L 0 ${y - 15} M -5 ${y - 27} L 5 ${y - 27}" ${stroke(ink, 2.5, P.gold)}/>
        <path d="M -10 ${y - 11} L 10 ${y - 11}" ${stroke(ink, 3, P.gold)}/>`;
    default:
      return '';
  }
}

function face(ink: Ink, p: Person, f: Frame): string {
  const { headY: y } = f;
  const dx = (p.look ?? 0) * 2.5;
  const eyes = p.eyesClosed
    ? [-1, 1].map((s) => `<path d="M ${dx + s * 4.5 - 2.2} ${y + 1} Q ${dx + s * 4.5} ${y + 3} ${dx + s * 4.5 + 2.2} ${y + 1}" ${stroke(ink, 1.5)}/>`).join('')
    : [-1, 1].map((s) => `<circle cx="${dx + s * 4.5}" cy="${y + 1}" r="1.8" fill="${line(ink)}"/>`).join('');
  const blush = tint(ink, [-1, 1].map((s) => `<circle cx="${dx + s * 7.5}" cy="${y + 5.5}" r="2.6" fill="${P.blush}" opacity="0.65"/>`).join(''));
  const mouth = `<path d="M ${dx - 3.2} ${y + 6.5} Q ${dx} ${y + 9.5} ${dx + 3.2} ${y + 6.5}" ${stroke(ink, 1.5)}/>`;
  return eyes + blush + mouth;
}

function beard(ink: Ink, colour: string, f: Frame): string {
  const { headY: y, r } = f;
  return `<path d="M ${-r + 0.5} ${y + 1} C ${-r + 1} ${y + r + 8} ${r - 1} ${y + r + 8} ${r - 0.5} ${y + 1} C ${r - 4} ${y + 7} ${-r + 4} ${y + 7} ${-r + 0.5} ${y + 1} Z" ${shape(ink, colour)}/>`;
}

/** A person at (x, y) scaled by s (flip mirrors them). */
export function person(ink: Ink, p: Person, x: number, y: number, s = 1, flip = false): string {
  const f = p.child ? CHILD : ADULT;
  const skin = P.skin[p.skin ?? 0];
  const hair = p.hair ?? 'short';
  const hairColour = p.hairColour ?? P.hair.brown;
  const { headY, r, shoulderY: sy, shoulderW: sw, hemW: hw, hipY } = f;
  const parts: string[] = [];

  if (p.halo) parts.push(`<circle cx="0" cy="${headY - 2}" r="${r + 7}" ${shape(ink, P.sunGlow, 1.8)}/>`);
  parts.push(hairBack(ink, hair, hairColour, f, p.veil));
  // Feet or legs.
  if (p.pants) {
    for (const s of [-1, 1]) {
      parts.push(`<path d="M ${s * 5.5} ${hipY} L ${s * 5.5} -3" ${stroke(ink, 8.5)}/><path d="M ${s * 5.5} ${hipY} L ${s * 5.5} -3" fill="none" stroke="${fill(ink, p.pants)}" stroke-width="5.5" stroke-linecap="round"/>`);
    }
  }
  parts.push([-1, 1].map((s) => `<ellipse cx="${s * 6.5}" cy="-1.5" rx="5.5" ry="3.2" ${shape(ink, P.woodDark, 2)}/>`).join(''));
  // Neck.
  parts.push(`<rect x="-4" y="${headY + r - 4}" width="8" height="${sy - headY - r + 6}" ${shape(ink, skin, 2)}/>`);
  // Robe (to the feet) or shirt (to the hips).
  const bottom = p.pants ? hipY + 2 : -3;
  const bottomW = p.pants ? sw + 2 : hw;
  parts.push(
    `<path d="M ${-sw} ${sy + 5} Q ${-sw} ${sy} ${-sw + 5} ${sy - 1} L ${sw - 5} ${sy - 1} Q ${sw} ${sy} ${sw} ${sy + 5} L ${bottomW} ${bottom} Q 0 ${bottom + 3} ${-bottomW} ${bottom} Z" ${shape(ink, p.robe)}/>`,
  );
  if (p.sash) {
    parts.push(`<path d="M ${-sw + 2} ${sy} L ${sw - 1} ${sy + 3} L ${-hw + 6} ${hipY + 16} L ${-hw + 1} ${hipY + 10} Z" ${shape(ink, p.sash)}/>`);
  }
  const stole = p.stole;
  if (stole) {
    parts.push([-1, 1].map((s) => `<path d="M ${s * 4} ${sy - 1} L ${s * 6} ${hipY + 18} L ${s * 11} ${hipY + 18} L ${s * 9} ${sy}" ${shape(ink, stole, 2)}/>`).join(''));
  }
  // Head.
  parts.push(`<circle cx="0" cy="${headY}" r="${r}" ${shape(ink, skin)}/>`);
  if (p.beard || hair === 'jesus') {
    parts.push(beard(ink, hair === 'elder' ? P.hair.white : hairColour, f));
  }
  parts.push(face(ink, p, f));
  parts.push(hairFront(ink, hair, hairColour, f, p.veil));
  const a = arms(ink, p, f, skin);
  parts.push(a.front);
  return `<g ${at(x, y, s, flip)}>${parts.join('')}</g>`;
}

/** A few ready-made people, so the same character looks the same on every page. */
export const cast = {
  jesus: (pose: Pose = 'open', extra: Partial<Person> = {}): Person => ({
    hair: 'jesus',
    hairColour: P.hair.brown,
    skin: 1,
    robe: P.white,
    sash: P.red,
    pose,
    ...extra,
  }),
  mary: (pose: Pose = 'pray', extra: Partial<Person> = {}): Person => ({ hair: 'veil', veil: P.marian, skin: 1, robe: P.white, pose, ...extra }),
  joseph: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'short', hairColour: P.hair.brown, beard: true, skin: 1, robe: P.wood, sash: P.green, pose, ...extra }),
  elder: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'elder', hairColour: P.hair.grey, beard: true, skin: 1, robe: P.purple, pose, ...extra }),
  priest: (pose: Pose = 'bless', extra: Partial<Person> = {}): Person => ({ hair: 'short', hairColour: P.hair.black, skin: 2, robe: P.white, stole: P.green, pose, ...extra }),
  bishop: (pose: Pose = 'bless', extra: Partial<Person> = {}): Person => ({ hair: 'mitre', skin: 1, robe: P.white, stole: P.red, pose, ...extra }),
  catechist: (pose: Pose = 'hold', extra: Partial<Person> = {}): Person => ({ hair: 'long', hairColour: P.hair.chestnut, skin: 1, robe: P.teal, pose, ...extra }),
  mum: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'bun', hairColour: P.hair.black, skin: 2, robe: P.rose, pose, ...extra }),
  dad: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'short', hairColour: P.hair.black, skin: 2, robe: P.blue, pants: P.navy, pose, ...extra }),
  girl: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ child: true, hair: 'braids', hairColour: P.hair.brown, skin: 1, robe: P.yellow, pose, ...extra }),
  boy: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ child: true, hair: 'spiky', hairColour: P.hair.black, skin: 2, robe: P.orange, pants: P.navy, pose, ...extra }),
  girl2: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ child: true, hair: 'curly', hairColour: P.hair.black, skin: 3, robe: P.purple, pose, ...extra }),
  boy2: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ child: true, hair: 'short', hairColour: P.hair.blond, skin: 0, robe: P.green, pants: P.blue, pose, ...extra }),
  teen: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'ponytail', hairColour: P.hair.chestnut, skin: 1, robe: P.red, pants: P.navy, pose, ...extra }),
  teenBoy: (pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'short', hairColour: P.hair.black, skin: 3, robe: P.teal, pants: P.navy, pose, ...extra }),
  disciple: (robe: string, pose: Pose = 'down', extra: Partial<Person> = {}): Person => ({ hair: 'short', beard: true, hairColour: P.hair.black, skin: 2, robe, pose, ...extra }),
};
