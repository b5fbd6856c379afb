// Books of the Otros shelf: for families and for catechists.
import { P, type Ink } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { cast, person } from '../art/people';
import { crowd, familyPrayer, stage, type Art } from '../art/scenes';
import type { BookContent } from './types';

const plainBg = (k: Ink, w: number, h: number, colour: string) => `<rect width="${w}" height="${h}" fill="${k.lineArt ? '#fff' : colour}"/>`;

// ---- Catequesis Familiar ---------------------------------------------------------------------------

const familyHome: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 60, sun: 'left' });
  return (
    st.bg +
    N.house(k, w * 0.2, st.gy + 4 * st.s, 1.35 * st.s, P.wall, P.red) +
    N.tree(k, w * 0.92, st.gy + 4 * st.s, 1 * st.s) +
    crowd(k, st, [
      [cast.dad('wave'), 0.42, 1.5],
      [cast.boy('down'), 0.53, 1.45],
      [cast.girl('wave'), 0.64, 1.45, true],
      [cast.mum('down'), 0.76, 1.5, true],
    ])
  );
};

const holyFamily: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 61, place: 'town' });
  return (
    st.bg +
    person(k, cast.joseph('hold', { holding: (ink) => `<rect x="-16" y="-4" width="32" height="8" rx="2" fill="${ink.lineArt ? '#fff' : P.wood}" stroke="${ink.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2"/>` }), w * 0.3, st.gy + 10 * st.s, 1.75 * st.s) +
    person(k, cast.jesus('wave', { child: true, beard: false, hair: 'curly', sash: undefined, robe: P.cream }), w * 0.5, st.gy + 12 * st.s, 1.6 * st.s) +
    person(k, cast.mary('open'), w * 0.7, st.gy + 10 * st.s, 1.7 * st.s, true)
  );
};

const readingTogether: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#f2e6d3' });
  const sofa = `<path d="M ${w * 0.16} ${st.gy} L ${w * 0.16} ${st.gy - 70 * st.s} Q ${w * 0.16} ${st.gy - 110 * st.s} ${w * 0.26} ${st.gy - 110 * st.s} L ${w * 0.74} ${st.gy - 110 * st.s} Q ${w * 0.84} ${st.gy - 110 * st.s} ${w * 0.84} ${st.gy - 70 * st.s} L ${w * 0.84} ${st.gy} Z" fill="${k.lineArt ? '#fff' : P.teal}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>`;
  return (
    st.bg +
    sofa +
    person(k, cast.mum('hold', { holding: (ink) => O.openBook(ink, 0, 0, 0.45) }), w * 0.34, st.gy - 4 * st.s, 1.5 * st.s) +
    person(k, cast.girl('down'), w * 0.5, st.gy - 4 * st.s, 1.45 * st.s) +
    person(k, cast.dad('pray'), w * 0.66, st.gy - 4 * st.s, 1.5 * st.s, true) +
    O.candle(k, w * 0.92, st.gy, 0.9 * st.s)
  );
};

const hug: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 62, place: 'indoor', ground: 0.86 });
  return st.bg + person(k, cast.dad('open'), w * 0.44, st.gy + 8 * st.s, 1.75 * st.s) + person(k, cast.boy('open'), w * 0.56, st.gy + 10 * st.s, 1.65 * st.s, true) + O.heart(k, w * 0.5, h * 0.2, 0.9 * st.s);
};

const advent: Art = (k, w, h) => plainBg(k, w, h, '#efe4f4') + O.wreath(k, w * 0.5, h * 0.74, Math.min(h / 330, w / 420) * 2.4) + N.star(k, w * 0.5, h * 0.2, 16, P.gold);

const family: BookContent = {
  slug: 'familia',
  title: 'Catequesis Familiar',
  subtitle: 'La fe se vive en casa',
  colour: '#4a9460',
  cover: familyHome,
  pages: [
    {
      kind: 'story',
      title: 'La familia, iglesia doméstica',
      text: 'En casa aprendemos a amar, a perdonar, a compartir y a rezar. Por eso la Iglesia llama a la familia «iglesia doméstica»: ahí los hijos escuchan por primera vez el nombre de Dios.',
      art: familyHome,
    },
    {
      kind: 'story',
      title: 'La Sagrada Familia',
      text: 'Jesús creció en Nazaret con María y José. Trabajaban, rezaban y celebraban las fiestas juntos. José le enseñó su oficio de carpintero y María, las oraciones de su pueblo.',
      quote: '«Jesús crecía en sabiduría, en estatura y en gracia». (Lucas 2,52)',
      art: holyFamily,
    },
    {
      kind: 'story',
      title: 'Rezar en familia',
      text: 'Bendecir la mesa, dar gracias antes de dormir, rezar un misterio del rosario juntos o encomendar a un familiar enfermo: pequeños gestos que unen a la familia con Dios.',
      art: familyPrayer,
    },
    {
      kind: 'story',
      title: 'Leer la Biblia juntos',
      text: 'Elijan un día de la semana para leer el Evangelio del domingo. Léanlo despacio, pregúntense qué les dice Dios y compartan una frase que les haya tocado el corazón.',
      art: readingTogether,
    },
    {
      kind: 'story',
      title: 'Perdonar en casa',
      text: 'Todos nos equivocamos, también los papás. Decir «perdón», «gracias» y «por favor» convierte la casa en un lugar de paz. Nunca terminen el día enojados.',
      art: hug,
    },
    {
      kind: 'story',
      title: 'Celebrar la fe',
      text: 'Preparen el Adviento con una corona, pongan el nacimiento en Navidad, recuerden el día del Bautismo de cada uno y vivan el domingo como el día del Señor.',
      art: advent,
    },
    {
      kind: 'activity',
      title: 'Nuestro árbol de la fe',
      instructions: 'Escriban en cada hoja el nombre de un familiar y una virtud que le agradecen. Cuelguen la hoja en un lugar visible de la casa.',
      activity: { type: 'tree', leaves: 8 },
    },
    {
      kind: 'prayer',
      title: 'Oración de la familia',
      text: 'Señor, bendice nuestro hogar.\nQue en él haya amor, paciencia y alegría.\nDanos el pan de cada día\ny un corazón abierto a los que sufren.\nSagrada Familia de Nazaret,\nruega por nosotros.\nAmén.',
      icon: holyFamily,
    },
  ],
};

// ---- Guía del Catequista -------------------------------------------------------------------------

const catechistWithChildren: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#e6f0e2' });
  return (
    st.bg +
    `<rect x="${w * 0.06}" y="${st.gy - 190 * st.s}" width="${w * 0.36}" height="${96 * st.s}" rx="6" fill="${k.lineArt ? '#fff' : '#3d6b4f'}" stroke="${k.lineArt ? '#1a1a1a' : P.woodDark}" stroke-width="5"/>` +
    O.cross(k, w * 0.24, st.gy - 124 * st.s, 0.6 * st.s, P.cream) +
    person(k, cast.catechist('hold', { holding: (ink) => O.openBook(ink, 0, 0, 0.45) }), w * 0.3, st.gy + 8 * st.s, 1.75 * st.s) +
    crowd(k, st, [
      [cast.boy('wave'), 0.52, 1.4, true],
      [cast.girl2('down'), 0.66, 1.4, true],
      [cast.girl('pray'), 0.8, 1.4, true],
      [cast.boy2('down'), 0.93, 1.4, true],
    ])
  );
};

const listening: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 63 });
  return st.bg + N.tree(k, w * 0.16, st.gy + 6 * st.s, 1.2 * st.s) + person(k, cast.catechist('open'), w * 0.42, st.gy + 10 * st.s, 1.75 * st.s) + person(k, cast.girl2('point'), w * 0.62, st.gy + 12 * st.s, 1.6 * st.s, true) + O.heart(k, w * 0.52, h * 0.22, 0.7 * st.s) + N.flowers(k, w, st.gy + 6 * st.s, 5, 31);
};

const parentsMeeting: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#f4ecdc' });
  return (
    st.bg +
    crowd(k, st, [
      [cast.catechist('bless'), 0.18, 1.45],
      [cast.mum('down'), 0.36, 1.4],
      [cast.dad('down'), 0.5, 1.4],
      [cast.mum('down', { skin: 0, hairColour: P.hair.blond, robe: P.yellow }), 0.64, 1.4, true],
      [cast.dad('down', { skin: 3, robe: P.red }), 0.8, 1.4, true],
    ]) +
    O.bible(k, w * 0.94, st.gy, 0.8 * st.s)
  );
};

const catechistGuide: BookContent = {
  slug: 'catequista',
  title: 'Guía del Catequista',
  subtitle: 'Ideas para preparar cada encuentro',
  colour: '#2f7d6d',
  cover: catechistWithChildren,
  pages: [
    {
      kind: 'story',
      title: 'Ser catequista',
      text: 'El catequista es, ante todo, un testigo: transmite lo que vive. Antes que un maestro, es un hermano que acompaña a otros a encontrarse con Jesús en la comunidad.',
      quote: '«No podemos callar lo que hemos visto y oído». (Hechos 4,20)',
      art: catechistWithChildren,
    },
    {
      kind: 'list',
      title: 'Preparar el encuentro',
      intro: 'Una semana antes:',
      items: [
        'Reza con el texto bíblico del tema y pregúntate qué te dice a ti.',
        'Define un solo objetivo, sencillo y concreto.',
        'Prepara el material y el espacio: cruz, vela, Biblia abierta.',
        'Piensa en cada niño por su nombre y en su familia.',
      ],
      art: (k, w, h) => plainBg(k, w, h, '#e3f0ea') + O.bible(k, w * 0.22, h * 0.92, 1.3) + O.candle(k, w * 0.42, h * 0.92, 1.2) + O.cross(k, w * 0.6, h * 0.62, 0.9) + O.openBook(k, w * 0.82, h * 0.6, 1.1),
    },
    {
      kind: 'list',
      title: 'Los momentos del encuentro',
      items: [
        'Acogida (10 minutos): saludo, un canto y una pregunta sobre la semana.',
        'Palabra (15 minutos): lectura bíblica, explicación breve y diálogo.',
        'Actividad (20 minutos): dibujo, juego, dramatización o manualidad.',
        'Oración (10 minutos): oración espontánea y un compromiso para la semana.',
      ],
      art: (k, w, h) => plainBg(k, w, h, '#f4ecdc') + [0.16, 0.38, 0.62, 0.84].map((x, i) => `<circle cx="${w * x}" cy="${h * 0.5}" r="${h * 0.32}" fill="${k.lineArt ? '#fff' : ['#f8c86b', '#8cc0e8', '#a7d98b', '#e7a6c9'][i]}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="3"/><text x="${w * x}" y="${h * 0.6}" text-anchor="middle" font-family="Nunito" font-weight="900" font-size="${h * 0.3}" fill="${k.lineArt ? '#1a1a1a' : P.outline}">${i + 1}</text>`).join(''),
    },
    {
      kind: 'story',
      title: 'Enseñar con el corazón',
      text: 'Los niños aprenden más de lo que ven que de lo que oyen. Escucha con atención, sonríe, llama a cada uno por su nombre y celebra sus logros, por pequeños que sean.',
      art: listening,
    },
    {
      kind: 'list',
      title: 'Recursos que ayudan',
      numbered: false,
      art: (k, w, h) => plainBg(k, w, h, '#e3f0ea') + O.openBook(k, w * 0.16, h * 0.55, 1.2) + `<rect x="${w * 0.3}" y="${h * 0.18}" width="${w * 0.22}" height="${h * 0.64}" rx="10" fill="#fff" stroke="${P.outline}" stroke-width="2.5"/>` + N.sheep(k, w * 0.41, h * 0.62, 0.9) + `<rect x="${w * 0.58}" y="${h * 0.22}" width="${w * 0.26}" height="${h * 0.5}" rx="10" fill="${P.navy}" stroke="${P.outline}" stroke-width="2.5"/><path d="M ${w * 0.69} ${h * 0.36} L ${w * 0.75} ${h * 0.47} L ${w * 0.69} ${h * 0.58} Z" fill="#fff"/>` + O.candle(k, w * 0.92, h * 0.86, 1),
      items: [
        'Láminas para colorear, sopas de letras y laberintos: en la sección Recursos de Apoyo.',
        'Videos breves para catequistas y familias: en la Galería de Videos.',
        'Cantos con gestos: ayudan a memorizar y a rezar con el cuerpo.',
        'Una Biblia para niños, con ilustraciones, en cada encuentro.',
      ],
    },
    {
      kind: 'story',
      title: 'Con las familias',
      text: 'Invita a los papás a un encuentro al mes y envía a casa una tarea sencilla para hacer juntos. La fe se aprende sobre todo en familia; la catequesis la acompaña.',
      art: parentsMeeting,
    },
    {
      kind: 'activity',
      title: 'Ficha de planeación',
      instructions: 'Fotocopia esta ficha y llénala para cada encuentro.',
      activity: {
        type: 'form',
        fields: [
          { label: 'Tema:', lines: 1 },
          { label: 'Objetivo:', lines: 1 },
          { label: 'Cita bíblica:', lines: 1 },
          { label: 'Materiales:', lines: 1 },
          { label: 'Actividad:', lines: 2 },
          { label: 'Oración y compromiso:', lines: 2 },
        ],
      },
    },
    {
      kind: 'prayer',
      title: 'Oración del catequista',
      text: 'Señor Jesús, que me llamaste\na anunciar tu Palabra:\ndame un corazón humilde y paciente.\nQue mis palabras y mi vida hablen de ti.\nPongo en tus manos a cada niño\ny a su familia.\nAmén.',
      icon: (k, w, h) => plainBg(k, w, h, '#e3f0ea') + N.glory(k, w / 2, h * 0.5, h * 0.5, 12) + O.openBook(k, w / 2, h * 0.55, 1.6),
    },
  ],
};

export const otrosBooks = [family, catechistGuide];
