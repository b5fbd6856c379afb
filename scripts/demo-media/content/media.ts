// The home page's banners and the demo videos' frames.
import { P, type Ink } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { cast, person } from '../art/people';
import { eucharistSymbols, familyPrayer, stage, type Art } from '../art/scenes';

/** Wide scenes (1200 × 450) with their subjects right of centre, where no caption sits. */
export const banners: Art[] = [
  // A family walking to church on a summer evening.
  (k: Ink, w: number, h: number) => {
    const st = stage(k, w, h, { sky: 'dusk', seed: 80, sun: 'left', clouds: 3, ground: 0.8 });
    const s = st.s * 0.95;
    return (
      st.bg +
      N.church(k, w * 0.86, st.gy + 4, 1.25 * s) +
      N.tree(k, w * 0.66, st.gy + 6, 1.4 * s, P.leaf) +
      N.tree(k, w * 0.04, st.gy + 6, 1.1 * s, P.leafLight) +
      person(k, cast.dad('down'), w * 0.36, st.gy + 14, 1.5 * s) +
      person(k, cast.girl('wave'), w * 0.43, st.gy + 14, 1.45 * s) +
      person(k, cast.boy('down'), w * 0.5, st.gy + 14, 1.45 * s, true) +
      person(k, cast.mum('down'), w * 0.57, st.gy + 14, 1.5 * s, true) +
      N.flowers(k, w, st.gy + 6, 14, 81) +
      N.bird(k, w * 0.34, h * 0.2, 1.2) +
      N.bird(k, w * 0.38, h * 0.26, 1)
    );
  },
  // A catechist reading with children under a tree.
  (k: Ink, w: number, h: number) => {
    const st = stage(k, w, h, { seed: 82, clouds: 3, ground: 0.82 });
    const s = st.s;
    return (
      st.bg +
      N.tree(k, w * 0.62, st.gy + 6, 2.1 * s, P.leaf, P.orange) +
      N.house(k, w * 0.92, st.gy + 4, 1.1 * s) +
      person(k, cast.catechist('hold', { holding: (ink) => O.openBook(ink, 0, 0, 0.45) }), w * 0.55, st.gy + 14, 1.55 * s) +
      person(k, cast.girl2('down'), w * 0.44, st.gy + 14, 1.4 * s) +
      person(k, cast.boy2('wave'), w * 0.37, st.gy + 14, 1.4 * s) +
      person(k, cast.girl('pray'), w * 0.69, st.gy + 14, 1.4 * s, true) +
      person(k, cast.boy('down'), w * 0.76, st.gy + 14, 1.4 * s, true) +
      N.dove(k, w * 0.46, h * 0.2, 0.7) +
      N.flowers(k, w, st.gy + 6, 12, 83)
    );
  },
  // The lake of Galilee at dawn: the boat, the nets and the call.
  (k: Ink, w: number, h: number) => {
    const st = stage(k, w, h, { place: 'sea', sky: 'dawn', seed: 84, clouds: 2, sun: 'left', ground: 0.78 });
    const s = st.s;
    return (
      st.bg +
      `<path d="M ${w * 0.55} ${h + 5} Q ${w * 0.7} ${st.gy - 10} ${w + 5} ${st.gy - 20} L ${w + 5} ${h + 5} Z" fill="${k.lineArt ? '#fff' : P.sand}" stroke="${P.outline}" stroke-width="2.5"/>` +
      N.palm(k, w * 0.94, st.gy + 4, 1.3 * s) +
      person(k, cast.jesus('open'), w * 0.78, st.gy + 30, 1.55 * s) +
      person(k, cast.disciple(P.blue, 'wave'), w * 0.42, st.gy - 20, 1.2 * s) +
      person(k, cast.disciple(P.orange, 'down', { hair: 'curly' }), w * 0.5, st.gy - 20, 1.2 * s, true) +
      N.boat(k, w * 0.46, st.gy + 6, 1.3 * s, false) +
      N.fish(k, w * 0.3, st.gy + 60, 0.9) +
      N.fish(k, w * 0.6, st.gy + 74, 0.8, P.yellow, true) +
      N.bird(k, w * 0.7, h * 0.2, 1.2)
    );
  },
];

export interface VideoFrames {
  slug: string;
  title: string;
  kind: string;
  subtitle: string;
  colour: string;
  art: Art;
  /** Two ideas, one frame each, after the title frame. */
  ideas: [string, string];
  ideaArt: [Art, Art];
}

const prayingChild: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#e9e3f5' });
  return st.bg + O.cross(k, w * 0.5, st.gy - 170 * st.s, 0.6 * st.s) + person(k, cast.girl('pray', { eyesClosed: true }), w * 0.5, st.gy + 10 * st.s, 1.8 * st.s) + O.candle(k, w * 0.16, st.gy, 0.9 * st.s);
};

const openBible: Art = (k, w, h) => `<rect width="${w}" height="${h}" fill="#f4ead8"/>` + N.glory(k, w / 2, h * 0.48, h * 0.42, 14) + O.openBook(k, w / 2, h * 0.56, Math.min(w, h) / 70);

const churchScene: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 85, clouds: 1 });
  return st.bg + N.church(k, w * 0.52, st.gy + 2, 1.3 * st.s) + N.tree(k, w * 0.1, st.gy + 4, 0.9 * st.s);
};

const signs: Art = (k, w, h) => `<rect width="${w}" height="${h}" fill="#e6eef8"/>` + O.shell(k, w * 0.3, h * 0.35, 1.1) + N.dove(k, w * 0.7, h * 0.34, 0.9) + O.oilJar(k, w * 0.3, h * 0.82, 1) + O.rings(k, w * 0.7, h * 0.72, 0.9);

const familyReading: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#f2e6d3' });
  return st.bg + person(k, cast.dad('hold', { holding: (ink) => O.openBook(ink, 0, 0, 0.45) }), w * 0.38, st.gy + 8 * st.s, 1.7 * st.s) + person(k, cast.girl2('down'), w * 0.62, st.gy + 8 * st.s, 1.6 * st.s, true);
};

const steps: Art = (k, w, h) =>
  `<rect width="${w}" height="${h}" fill="#f7efe0"/>` +
  ['Leer', 'Meditar', 'Orar', 'Actuar']
    .map((word, i) => `<rect x="${w * 0.12}" y="${h * (0.08 + i * 0.22)}" width="${w * 0.76}" height="${h * 0.18}" rx="12" fill="${[P.blue, P.teal, P.purple, P.orange][i]}" stroke="${P.outline}" stroke-width="2.5"/><text x="${w / 2}" y="${h * (0.08 + i * 0.22) + h * 0.125}" text-anchor="middle" font-family="Nunito" font-weight="900" font-size="${h * 0.09}" fill="#fff">${i + 1}. ${word}</text>`)
    .join('');

export const videoFrames: VideoFrames[] = [
  {
    slug: 'la-oracion',
    title: 'La oración',
    kind: 'Conferencia',
    subtitle: 'Cómo enseñar a orar a niños y jóvenes',
    colour: '#3a6ea5',
    art: prayingChild,
    ideas: ['Orar es hablar con Dios como con un amigo: con confianza y con nuestras propias palabras.', 'Para enseñar a orar: un momento de silencio, una frase de la Palabra y un gesto sencillo.'],
    ideaArt: [familyPrayer, openBible],
  },
  {
    slug: 'los-sacramentos',
    title: 'Los Sacramentos',
    kind: 'Conferencia',
    subtitle: 'Los siete sacramentos explicados para catequistas',
    colour: '#b05a2c',
    art: eucharistSymbols,
    ideas: ['Siete signos del amor de Dios que acompañan toda la vida del cristiano.', 'Tres grupos: iniciación cristiana, curación y servicio a la comunidad.'],
    ideaArt: [churchScene, signs],
  },
  {
    slug: 'curso-biblico',
    title: 'Curso bíblico',
    kind: 'Curso',
    subtitle: 'Introducción a la lectura de la Biblia en familia',
    colour: '#5b3f8c',
    art: openBible,
    ideas: ['La Biblia es una biblioteca de 73 libros escritos a lo largo de siglos, con una sola historia: el amor de Dios.', 'En familia: leer, meditar, orar y actuar. Cuatro pasos para cada semana.'],
    ideaArt: [familyReading, steps],
  },
];
