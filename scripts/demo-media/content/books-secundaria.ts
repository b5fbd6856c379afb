// Books of the Secundaria shelf: more reading, dates and sources, questions for group dialogue.
import { P, type Ink } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { cast, person } from '../art/people';
import { crowd, pentecost, stage, type Art } from '../art/scenes';
import type { BookContent } from './types';

const plainBg = (k: Ink, w: number, h: number, colour: string) => `<rect width="${w}" height="${h}" fill="${k.lineArt ? '#fff' : colour}"/>`;

// ---- Historia de la Iglesia ----------------------------------------------------------------------

const firstCommunity: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#f1e0c4' });
  return (
    st.bg +
    person(k, cast.disciple(P.blue, 'down'), w * 0.16, st.gy - 14 * st.s, 1.4 * st.s) +
    person(k, cast.mum('reach', { robe: P.teal }), w * 0.32, st.gy - 14 * st.s, 1.4 * st.s) +
    person(k, cast.elder('bless', { robe: P.purple }), w * 0.5, st.gy - 14 * st.s, 1.45 * st.s) +
    person(k, cast.girl2('down'), w * 0.66, st.gy - 14 * st.s, 1.4 * st.s, true) +
    person(k, cast.disciple(P.orange, 'pray', { hair: 'curly' }), w * 0.84, st.gy - 14 * st.s, 1.4 * st.s, true) +
    O.table(k, w * 0.5, st.gy - 44 * st.s, w * 0.8, 1, P.cream) +
    O.bread(k, w * 0.38, st.gy - 62 * st.s, 0.7 * st.s) +
    O.chalice(k, w * 0.5, st.gy - 66 * st.s, 0.6 * st.s, false) +
    O.grapes(k, w * 0.62, st.gy - 62 * st.s, 0.6 * st.s)
  );
};

const catacomb: Art = (k, w, h) => {
  const s = Math.min(h / 330, w / 420);
  const dark = k.lineArt ? '#fff' : '#5b4a42';
  return (
    plainBg(k, w, h, '#8a7566') +
    `<path d="M ${w * 0.2} ${h} L ${w * 0.2} ${h * 0.42} Q ${w * 0.5} ${h * 0.02} ${w * 0.8} ${h * 0.42} L ${w * 0.8} ${h} Z" fill="${dark}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="3"/>` +
    N.fish(k, w * 0.5, h * 0.32, 2.2 * s, k.lineArt ? '#fff' : P.cream) +
    `<text x="${w * 0.5}" y="${h * 0.52}" text-anchor="middle" font-family="Lora" font-weight="700" font-size="${26 * s}" fill="${k.lineArt ? '#1a1a1a' : P.cream}">ΙΧΘΥΣ</text>` +
    O.candle(k, w * 0.36, h * 0.94, 1.2 * s) +
    O.candle(k, w * 0.64, h * 0.94, 1.2 * s) +
    O.lamp(k, w * 0.1, h * 0.3, s) +
    O.lamp(k, w * 0.88, h * 0.3, s)
  );
};

const monastery: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 50, place: 'hilltop' });
  return st.bg + N.church(k, w * 0.52, st.gy - 26 * st.s, 1.25 * st.s, P.cream, P.red) + N.tree(k, w * 0.16, st.gy + 8 * st.s, 1 * st.s) + N.tree(k, w * 0.86, st.gy + 8 * st.s, 0.9 * st.s) + person(k, { hair: 'elder', hairColour: P.hair.brown, skin: 1, robe: P.woodDark, pose: 'hold', holding: (ink) => O.openBook(ink, 0, 0, 0.4) }, w * 0.3, st.gy + 16 * st.s, 1.35 * st.s);
};

const tepeyac: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 51, place: 'hilltop', sky: 'dawn', sun: false });
  return (
    st.bg +
    `<ellipse cx="${w * 0.66}" cy="${st.gy - 108 * st.s}" rx="${56 * st.s}" ry="${96 * st.s}" fill="${k.lineArt ? '#fff' : P.sunGlow}" stroke="${k.lineArt ? '#1a1a1a' : P.gold}" stroke-width="3"/>` +
    person(k, cast.mary('pray', { veil: P.teal, robe: P.rose }), w * 0.66, st.gy - 20 * st.s, 1.5 * st.s) +
    person(k, { hair: 'short', hairColour: P.hair.black, skin: 2, robe: P.cream, sash: P.earth, pose: 'hold', holding: (ink) => O.roses(ink, 0, -2, 0.45) }, w * 0.3, st.gy + 10 * st.s, 1.7 * st.s) +
    O.roses(k, w * 0.12, st.gy + 14 * st.s, 1.1 * st.s)
  );
};

const worldChurch: Art = (k, w, h) => {
  const s = Math.min(h / 330, w / 420);
  const people = [cast.teen('open'), cast.teenBoy('open'), cast.priest('open'), cast.mum('open', { skin: 3, robe: P.yellow }), cast.dad('open', { skin: 0, robe: P.green })];
  return plainBg(k, w, h, P.sky) + O.globe(k, w * 0.5, h * 0.42, 92 * s) + O.cross(k, w * 0.5, h * 0.28, 0.5 * s, P.gold) + people.map((p, i) => person(k, p, w * (0.12 + i * 0.19), h * 0.99, 1.2 * s, i > 2)).join('');
};

const churchHistory: BookContent = {
  slug: 'secundaria',
  title: 'Historia de la Iglesia',
  subtitle: 'Veinte siglos de fe, de Pentecostés a hoy',
  colour: '#6b3784',
  cover: pentecost,
  pages: [
    {
      kind: 'story',
      title: 'Pentecostés: nace la Iglesia',
      text: 'Cincuenta días después de la Pascua, los apóstoles estaban reunidos con María. El Espíritu Santo descendió sobre ellos como lenguas de fuego y, llenos de valor, salieron a anunciar a Jesús resucitado.',
      quote: '«Todos quedaron llenos del Espíritu Santo». (Hechos 2,4)',
      art: pentecost,
    },
    {
      kind: 'story',
      title: 'Las primeras comunidades',
      text: 'Los primeros cristianos escuchaban la enseñanza de los apóstoles, compartían sus bienes, partían el pan en las casas y oraban juntos. «Miren cómo se aman», decían de ellos.',
      quote: '«Perseveraban en la enseñanza de los apóstoles, en la comunión, en la fracción del pan y en las oraciones». (Hechos 2,42)',
      art: firstCommunity,
    },
    {
      kind: 'story',
      title: 'El tiempo de los mártires',
      text: 'Durante casi tres siglos, muchos cristianos fueron perseguidos en el Imperio romano. Se reunían en casas y catacumbas, y usaban el pez como signo secreto: en griego, «pez» se escribe con las iniciales de «Jesús, Cristo, Hijo de Dios, Salvador».',
      art: catacomb,
    },
    {
      kind: 'story',
      title: 'Concilios y monasterios',
      text: 'En el año 313, el Edicto de Milán dio libertad a los cristianos. Los concilios explicaron la fe (el Credo de Nicea es del año 325) y los monasterios guardaron la oración, el trabajo y la cultura durante siglos.',
      art: monastery,
    },
    {
      kind: 'story',
      title: 'La fe llega a América',
      text: 'Desde 1492 llegaron misioneros a América. En 1531, la Virgen de Guadalupe se apareció a san Juan Diego en el Tepeyac y le pidió un templo. Su imagen en la tilma sigue reuniendo a millones de peregrinos.',
      art: tepeyac,
    },
    {
      kind: 'story',
      title: 'La Iglesia hoy',
      text: 'El Concilio Vaticano II (1962-1965) renovó la liturgia, abrió la Biblia a todos y recordó que todos los bautizados estamos llamados a la santidad y a la misión. Hoy la Iglesia vive en todos los continentes.',
      art: worldChurch,
    },
    {
      kind: 'activity',
      title: 'Línea del tiempo',
      instructions: 'Escribe en cada recuadro el acontecimiento que corresponde a su fecha. Elige de la lista de abajo.',
      activity: {
        type: 'timeline',
        events: [
          { year: 'año 30', text: 'Pentecostés: nace la Iglesia' },
          { year: '313', text: 'Edicto de Milán: libertad para los cristianos' },
          { year: '325', text: 'Concilio de Nicea: el Credo' },
          { year: '1531', text: 'La Virgen de Guadalupe en el Tepeyac' },
          { year: '1962', text: 'Comienza el Concilio Vaticano II' },
        ],
      },
    },
    {
      kind: 'activity',
      title: 'Para dialogar en grupo',
      instructions: 'Formen equipos de tres o cuatro personas. Conversen y anoten sus conclusiones.',
      activity: {
        type: 'questions',
        questions: [
          '¿Qué tenían las primeras comunidades que atraía a tanta gente?',
          '¿Quiénes son hoy los testigos de la fe que conoces?',
          '¿Qué puede aportar nuestra generación a la historia de la Iglesia?',
        ],
        lines: 3,
      },
    },
  ],
};

// ---- La Confirmación ----------------------------------------------------------------------------------

const youthAndDove: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 52, sky: 'dawn', sun: false, clouds: 1 });
  return (
    st.bg +
    N.glory(k, w * 0.5, h * 0.24, 62 * st.s) +
    N.dove(k, w * 0.5, h * 0.26, 1.2 * st.s) +
    crowd(k, st, [
      [cast.teenBoy('open'), 0.2, 1.5],
      [cast.teen('open'), 0.38, 1.5],
      [cast.teen('open', { hair: 'curly', hairColour: P.hair.black, skin: 3, robe: P.yellow }), 0.62, 1.5, true],
      [cast.teenBoy('open', { skin: 0, hairColour: P.hair.blond, robe: P.purple }), 0.8, 1.5, true],
    ])
  );
};

const anointingRite: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'church', ground: 0.86 });
  return (
    st.bg +
    person(k, cast.bishop('reach'), w * 0.36, st.gy + 8 * st.s, 1.75 * st.s) +
    person(k, cast.teenBoy('pray', { eyesClosed: true }), w * 0.58, st.gy + 8 * st.s, 1.6 * st.s, true) +
    person(k, cast.dad('down', { robe: P.white, pants: P.greyDark }), w * 0.78, st.gy + 8 * st.s, 1.6 * st.s, true) +
    N.dove(k, w * 0.48, h * 0.16, 0.6 * st.s) +
    O.oilJar(k, w * 0.14, st.gy - 6 * st.s, 1 * st.s)
  );
};

const fruitTree: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 53 });
  return st.bg + N.tree(k, w * 0.5, st.gy + 6 * st.s, 2.4 * st.s, P.leaf, P.orange) + N.tree(k, w * 0.14, st.gy + 6 * st.s, 1 * st.s, P.leafLight, P.red) + N.tree(k, w * 0.86, st.gy + 6 * st.s, 1 * st.s, P.leafLight, P.yellow);
};

const godparent: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 54, place: 'town' });
  return st.bg + person(k, cast.dad('reach'), w * 0.38, st.gy + 10 * st.s, 1.75 * st.s) + person(k, cast.teenBoy('wave'), w * 0.58, st.gy + 10 * st.s, 1.6 * st.s, true) + O.heart(k, w * 0.48, h * 0.22, 0.7 * st.s);
};

const witnesses: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 55, place: 'town' });
  return (
    st.bg +
    person(k, cast.teen('hold', { holding: (ink) => O.box(ink, 0, 14, 0.55) }), w * 0.3, st.gy + 10 * st.s, 1.6 * st.s) +
    person(k, cast.teenBoy('hold', { holding: (ink) => O.box(ink, 0, 14, 0.55) }), w * 0.48, st.gy + 10 * st.s, 1.6 * st.s) +
    person(k, cast.elder('open', { hair: 'bun', hairColour: P.hair.white, beard: false, robe: P.teal }), w * 0.7, st.gy + 10 * st.s, 1.6 * st.s, true) +
    O.phone(k, w * 0.5, h * 0.2, 1.3 * st.s)
  );
};

const confirmationBook: BookContent = {
  slug: 'confirmacion',
  title: 'La Confirmación',
  subtitle: 'El Espíritu Santo en tu vida',
  colour: '#b6444d',
  cover: youthAndDove,
  pages: [
    {
      kind: 'story',
      title: '¿Qué es la Confirmación?',
      text: 'Es el sacramento que completa la gracia del Bautismo. El Espíritu Santo nos da fuerza para vivir la fe como adultos, tomar decisiones según el Evangelio y anunciarlo sin miedo.',
      quote: '«Recibirán la fuerza del Espíritu Santo y serán mis testigos». (Hechos 1,8)',
      art: youthAndDove,
    },
    {
      kind: 'story',
      title: 'El rito',
      text: 'El obispo impone las manos sobre los confirmandos y unge la frente de cada uno con el santo crisma, diciendo: «Recibe por esta señal el don del Espíritu Santo». El confirmando responde: «Amén».',
      art: anointingRite,
    },
    {
      kind: 'list',
      title: 'Los siete dones',
      intro: 'El Espíritu Santo nos regala sus dones para vivir como hijos de Dios:',
      // Seven flames, one for each gift, around the dove.
      art: (k, w, h) =>
        plainBg(k, w, h, '#fbe7d6') +
        N.dove(k, w / 2, h * 0.62, 1.2) +
        Array.from({ length: 7 }, (_, i) => {
          const a = Math.PI * (1.1 + (i / 6) * 0.8);
          return O.flameTongue(k, w / 2 + Math.cos(a) * w * 0.36, h * 0.78 + Math.sin(a) * h * 0.52, 1.3);
        }).join(''),
      items: [
        'Sabiduría: gustar las cosas de Dios.',
        'Entendimiento: comprender mejor la fe.',
        'Consejo: saber elegir el bien.',
        'Fortaleza: no rendirse ante lo difícil.',
        'Ciencia: ver la mano de Dios en la creación.',
        'Piedad: tratar a Dios como Padre.',
        'Temor de Dios: no querer ofenderlo nunca.',
      ],
    },
    {
      kind: 'story',
      title: 'Los frutos del Espíritu',
      text: 'Cuando dejamos actuar al Espíritu, se nota: amor, alegría, paz, paciencia, amabilidad, bondad, fidelidad, mansedumbre y dominio de sí. Son como frutos en un árbol sano.',
      quote: '«El fruto del Espíritu es amor, alegría y paz…». (Gálatas 5,22)',
      art: fruitTree,
    },
    {
      kind: 'story',
      title: 'El padrino o la madrina',
      text: 'Acompaña al confirmando en su camino de fe. Debe ser un católico confirmado, que haya recibido la Eucaristía y que viva de acuerdo con su fe. Es un amigo para toda la vida.',
      art: godparent,
    },
    {
      kind: 'story',
      title: 'Testigos en el mundo',
      text: 'Confirmados, somos enviados: a la escuela, a la familia, al trabajo, a las redes sociales y al servicio de los más pobres. Un testigo no habla solo con palabras, sino con su vida.',
      art: witnesses,
    },
    {
      kind: 'activity',
      title: 'Sopa de letras de los dones',
      instructions: 'Encuentra los siete dones del Espíritu Santo. Las palabras pueden estar al derecho, al revés, hacia arriba, hacia abajo o en diagonal.',
      activity: {
        type: 'wordsearch',
        words: ['Sabiduría', 'Entendimiento', 'Consejo', 'Fortaleza', 'Ciencia', 'Piedad', 'Temor'],
        size: 14,
        seed: 11,
        backwards: true,
      },
    },
    {
      kind: 'prayer',
      title: 'Ven, Espíritu Santo',
      text: 'Ven, Espíritu Santo,\nllena los corazones de tus fieles\ny enciende en ellos\nel fuego de tu amor.\nEnvía tu Espíritu y todo será creado,\ny renovarás la faz de la tierra.\nAmén.',
      icon: (k, w, h) => plainBg(k, w, h, '#fbe7d6') + N.glory(k, w / 2, h / 2, h * 0.42) + N.dove(k, w / 2, h * 0.55, 1.3),
    },
  ],
};

export const secundariaBooks = [churchHistory, confirmationBook];
