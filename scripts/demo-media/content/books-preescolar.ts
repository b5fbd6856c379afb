// Books of the Preescolar shelf: short sentences, big pictures, one idea per page.
import { P } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { cast, person } from '../art/people';
import { creation, crowd, fishermen, jesusWithChildren, stage, type Art } from '../art/scenes';
import type { BookContent } from './types';

const sharing: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 12, sun: 'left' });
  return (
    st.bg +
    N.tree(k, w * 0.86, st.gy + 4 * st.s, 1.1 * st.s, P.leaf, P.orange) +
    person(k, cast.girl2('reach', { holding: (ink) => O.bread(ink, 6, 0, 0.45) }), w * 0.36, st.gy + 14 * st.s, 1.7 * st.s) +
    person(k, cast.boy('reach'), w * 0.6, st.gy + 14 * st.s, 1.7 * st.s, true) +
    N.flowers(k, w, st.gy + 6 * st.s, 5, 21)
  );
};

const playing: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 13 });
  return (
    st.bg +
    N.house(k, w * 0.18, st.gy + 2 * st.s, 1.1 * st.s) +
    person(k, cast.boy2('wave'), w * 0.46, st.gy + 14 * st.s, 1.7 * st.s) +
    O.ball(k, w * 0.62, st.gy + 4 * st.s, 1.2 * st.s) +
    person(k, cast.girl('open'), w * 0.78, st.gy + 14 * st.s, 1.7 * st.s, true) +
    `<g opacity="${k.lineArt ? 1 : 0.95}">${O.heart(k, w * 0.62, h * 0.3, 1 * st.s)}</g>`
  );
};

const childPraying: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.84, wall: '#e9e3f5' });
  return (
    st.bg +
    O.bed(k, w * 0.32, st.gy, 1.2 * st.s) +
    O.cross(k, w * 0.6, st.gy - 160 * st.s, 0.6 * st.s) +
    person(k, cast.girl('pray', { eyesClosed: true, robe: P.sky }), w * 0.62, st.gy + 12 * st.s, 1.8 * st.s) +
    O.candle(k, w * 0.84, st.gy - 2 * st.s, 0.9 * st.s)
  );
};

const blessing: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'town', seed: 14 });
  return (
    st.bg +
    crowd(k, st, [
      [cast.mum('down'), 0.26, 1.5],
      [cast.girl2('wave'), 0.38, 1.5],
      [cast.jesus('bless'), 0.56, 1.75, true],
      [cast.boy('pray', { eyesClosed: true }), 0.72, 1.5, true],
    ])
  );
};

/** The world made day by day, in two pictures per page. */
const light: Art = (k, w, h) => {
  const half = `<rect width="${w / 2}" height="${h}" fill="${k.lineArt ? '#fff' : P.nightDeep}"/><rect x="${w / 2}" width="${w / 2}" height="${h}" fill="${k.lineArt ? '#fff' : P.sunGlow}"/>`;
  return half + N.stars(k, w / 2 - 10, h - 20, 14, 3) + N.moon(k, w * 0.25, h * 0.45, 34) + N.sun(k, w * 0.75, h * 0.45, 44) + `<path d="M ${w / 2} 0 L ${w / 2} ${h}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="3"/>`;
};

const skyAndSea: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'sea', seed: 16, clouds: 3, ground: 0.6 });
  return st.bg + N.fish(k, w * 0.3, h * 0.8, 1.1) + N.fish(k, w * 0.7, h * 0.9, 0.9, P.yellow, true) + N.boat(k, w * 0.55, h * 0.52, 0.6);
};

const plants: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 17 });
  return st.bg + N.tree(k, w * 0.18, st.gy + 6 * st.s, 1.2 * st.s, P.leaf, P.red) + N.palm(k, w * 0.5, st.gy + 6 * st.s, 1.1 * st.s) + N.tree(k, w * 0.82, st.gy + 6 * st.s, 1.05 * st.s, P.green, P.orange) + N.flowers(k, w, st.gy + 6 * st.s, 9, 4) + N.bush(k, w * 0.34, st.gy + 12 * st.s, st.s, P.leafLight);
};

const sunMoonStars: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'night', seed: 18 });
  return st.bg + N.sun(k, w * 0.2, h * 0.26, 30 * st.s) + N.hills(k, w, h, st.gy - 10, P.grassDark, 4) + N.house(k, w * 0.7, st.gy + 20 * st.s, 0.9 * st.s, P.wall, P.red);
};

const animals: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 19 });
  return (
    st.bg +
    `<path d="M ${w * 0.55} ${st.gy + 2} Q ${w * 0.8} ${st.gy - 14} ${w + 5} ${st.gy + 4} L ${w + 5} ${h + 5} L ${w * 0.6} ${h + 5} Z" fill="${k.lineArt ? '#fff' : P.sea}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>` +
    N.fish(k, w * 0.8, st.gy + 40 * st.s, 0.9 * st.s) +
    N.sheep(k, w * 0.2, st.gy + 20 * st.s, 1.3 * st.s) +
    N.sheep(k, w * 0.42, st.gy + 26 * st.s, 1.1 * st.s, true) +
    O.donkey(k, w * 0.62, st.gy - 4 * st.s, 0.9 * st.s) +
    N.dove(k, w * 0.3, h * 0.3, 0.8 * st.s) +
    N.bird(k, w * 0.5, h * 0.2, st.s) +
    N.bird(k, w * 0.56, h * 0.26, 0.8 * st.s)
  );
};

const firstFamily: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 20, sun: 'left' });
  return (
    st.bg +
    N.tree(k, w * 0.5, st.gy + 4 * st.s, 1.3 * st.s, P.leaf, P.red) +
    person(k, { hair: 'short', hairColour: P.hair.brown, skin: 2, robe: P.earth, pose: 'wave', beard: true }, w * 0.28, st.gy + 14 * st.s, 1.75 * st.s) +
    person(k, { hair: 'long', hairColour: P.hair.black, skin: 2, robe: P.leafLight, pose: 'open' }, w * 0.72, st.gy + 14 * st.s, 1.7 * st.s, true) +
    N.flowers(k, w, st.gy + 4 * st.s, 7, 22) +
    N.sheep(k, w * 0.9, st.gy + 18 * st.s, 0.8 * st.s, true)
  );
};

const friendsOfJesus: BookContent = {
  slug: 'preescolar',
  title: 'Amigos de Jesús',
  subtitle: 'Jesús nos quiere y nos llama',
  colour: '#e8663d',
  cover: jesusWithChildren,
  pages: [
    {
      kind: 'story',
      title: 'Jesús nos quiere',
      text: 'Jesús quiere mucho a los niños. Un día, unas mamás llevaron a sus hijos para que Jesús los bendijera.',
      art: blessing,
    },
    {
      kind: 'story',
      title: '¡Dejen que vengan!',
      text: 'Algunos amigos de Jesús querían que los niños se fueran. Pero Jesús los abrazó con cariño.',
      quote: '«Dejen que los niños vengan a mí». (Marcos 10,14)',
      art: jesusWithChildren,
    },
    {
      kind: 'story',
      title: 'Jesús llama a sus amigos',
      text: 'Pedro y Andrés eran pescadores. Jesús les dijo: «Vengan conmigo». Y ellos lo siguieron felices.',
      art: fishermen,
    },
    {
      kind: 'story',
      title: 'Yo también soy su amigo',
      text: 'Tú también eres amigo de Jesús. Él está contigo cuando juegas, cuando comes y cuando duermes.',
      art: playing,
    },
    {
      kind: 'story',
      title: 'Los amigos comparten',
      text: 'Los amigos de Jesús comparten y se ayudan. ¿Con quién puedes compartir hoy tu pan o tus juguetes?',
      art: sharing,
    },
    {
      kind: 'activity',
      title: 'Colorea a Jesús y sus amigos',
      instructions: 'Usa tus colores favoritos. ¿Cuál de los niños se parece a ti?',
      activity: { type: 'colour', art: jesusWithChildren },
    },
    {
      kind: 'prayer',
      title: 'Hablo con mi amigo Jesús',
      text: 'Jesús, amigo mío,\ngracias por quererme tanto.\nCuida a mi familia\ny a todos mis amigos.\nAmén.',
      icon: childPraying,
      note: 'Reza esta oración cada noche antes de dormir.',
    },
    {
      kind: 'activity',
      title: 'Dibuja a tu mejor amigo',
      instructions: 'Dibuja aquí a tu mejor amigo o amiga. Escribe su nombre y cuéntale que Jesús también lo quiere.',
      activity: { type: 'draw', lines: 2 },
    },
  ],
};

const godMadeTheWorld: BookContent = {
  slug: 'creacion',
  title: 'Dios creó el mundo',
  subtitle: 'Y vio que era bueno',
  colour: '#f2a03d',
  cover: creation,
  pages: [
    {
      kind: 'story',
      title: '¡Que exista la luz!',
      text: 'Al principio todo estaba oscuro. Dios dijo: «Que exista la luz». Y hubo luz. Al día lo llamó día y a la oscuridad, noche.',
      art: light,
    },
    {
      kind: 'story',
      title: 'El cielo y el mar',
      text: 'Dios hizo el cielo azul, las nubes blancas y el mar grande, con olas que suben y bajan.',
      art: skyAndSea,
    },
    {
      kind: 'story',
      title: 'Árboles y flores',
      text: 'Dios llenó la tierra de árboles, de flores y de frutas de muchos colores. ¿Cuál es tu fruta favorita?',
      art: plants,
    },
    {
      kind: 'story',
      title: 'El sol, la luna y las estrellas',
      text: 'Dios puso el sol para alumbrar el día, y la luna y las estrellas para alumbrar la noche.',
      art: sunMoonStars,
    },
    {
      kind: 'story',
      title: 'Los animales',
      text: 'Dios creó los peces del mar, los pájaros del cielo, las ovejas y todos los animales. ¡Y vio que era bueno!',
      art: animals,
    },
    {
      kind: 'story',
      title: 'Dios nos creó a nosotros',
      text: 'Al final, Dios creó al hombre y a la mujer. Les regaló el mundo entero para que lo cuidaran con amor.',
      quote: '«Dios vio todo lo que había hecho, y era muy bueno». (Génesis 1,31)',
      art: firstFamily,
    },
    {
      kind: 'activity',
      title: 'Colorea la creación',
      instructions: 'Colorea el dibujo y cuenta cuántos animales encuentras.',
      activity: { type: 'colour', art: creation },
    },
    {
      kind: 'prayer',
      title: 'Gracias, Dios',
      text: 'Gracias, Dios, por el sol y la lluvia,\npor las flores y los animales,\npor mi familia y por mí.\n¡Todo lo hiciste bueno!\nAmén.',
      icon: (k, w, h) => N.sun(k, w / 2, h / 2, Math.min(w, h) * 0.22),
      note: 'Esta semana cuido una planta y no tiro basura.',
    },
  ],
};

export const preescolarBooks = [friendsOfJesus, godMadeTheWorld];
