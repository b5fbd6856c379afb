// Books of the Primaria shelf: a lesson per page, with a Bible verse, an activity and a prayer.
import { P, type Ink } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { cast, person } from '../art/people';
import {
  crowd,
  eucharistSymbols,
  familyPrayer,
  goodShepherd,
  lastSupper,
  maryAndRoses,
  nativity,
  stage,
  type Art,
} from '../art/scenes';
import type { BookContent } from './types';

const plainBg = (k: Ink, w: number, h: number, colour: string) => `<rect width="${w}" height="${h}" fill="${k.lineArt ? '#fff' : colour}"/>`;

/** Objects in a row on a soft background, for the pages about signs and symbols. */
const still =
  (colour: string, ...items: ((k: Ink, x: number, y: number, s: number) => string)[]): Art =>
  (k, w, h) => {
    const s = Math.min(h / 330, w / 420) * 1.5;
    return plainBg(k, w, h, colour) + items.map((draw, i) => draw(k, (w * (i + 1)) / (items.length + 1), h * 0.62, s)).join('');
  };

// ---- Los Sacramentos -------------------------------------------------------------------------

const sevenSigns: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 30 });
  const icons = [
    (x: number, y: number) => O.shell(k, x, y, 0.7 * st.s),
    (x: number, y: number) => N.dove(k, x, y + 4, 0.55 * st.s),
    (x: number, y: number) => O.host(k, x, y, 0.8 * st.s),
    (x: number, y: number) => O.heart(k, x, y + 4, 0.7 * st.s),
    (x: number, y: number) => O.oilJar(k, x, y + 12, 0.6 * st.s),
    (x: number, y: number) => O.rings(k, x, y, 0.6 * st.s),
    (x: number, y: number) => O.mitreIcon(k, x, y, 0.7 * st.s),
  ];
  const cx = w * 0.5;
  const cy = st.gy - 92 * st.s;
  return (
    st.bg +
    N.church(k, cx + 10 * st.s, st.gy + 2, 0.95 * st.s) +
    icons
      .map((draw, i) => {
        const a = Math.PI * (1.05 + (i / 6) * 0.9);
        const x = cx + Math.cos(a) * 200 * st.s;
        const y = cy + Math.sin(a) * 110 * st.s + 40 * st.s;
        return `<circle cx="${x}" cy="${y}" r="${26 * st.s}" fill="${k.lineArt ? '#fff' : '#ffffff'}" stroke="${k.lineArt ? '#1a1a1a' : P.gold}" stroke-width="3"/>${draw(x, y)}`;
      })
      .join('')
  );
};

const baptism: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'church', ground: 0.86 });
  return (
    st.bg +
    O.font(k, w * 0.5, st.gy + 2, 1.2 * st.s) +
    person(k, cast.priest('reach', { stole: P.white }), w * 0.3, st.gy + 8 * st.s, 1.6 * st.s) +
    O.drops(k, w * 0.42, st.gy - 118 * st.s, 0.9 * st.s) +
    person(k, cast.mum('hold', { holding: (ink) => O.baby(ink, 0, 0, 0.55) }), w * 0.68, st.gy + 8 * st.s, 1.6 * st.s, true) +
    person(k, cast.dad('down'), w * 0.84, st.gy + 8 * st.s, 1.6 * st.s, true) +
    O.candle(k, w * 0.12, st.gy, 1.1 * st.s)
  );
};

const confirmation: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'church', ground: 0.86 });
  return (
    st.bg +
    N.dove(k, w * 0.5, h * 0.2, 0.9 * st.s) +
    person(k, cast.bishop('reach'), w * 0.38, st.gy + 8 * st.s, 1.65 * st.s) +
    person(k, cast.teen('pray', { eyesClosed: true }), w * 0.62, st.gy + 8 * st.s, 1.5 * st.s, true) +
    person(k, cast.mum('down', { robe: P.teal }), w * 0.8, st.gy + 8 * st.s, 1.55 * st.s, true) +
    O.oilJar(k, w * 0.16, st.gy - 6 * st.s, 1.1 * st.s)
  );
};

const reconciliation: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'town', seed: 31, sun: 'left' });
  return (
    st.bg +
    person(k, cast.elder('open', { robe: P.red, beard: true }), w * 0.45, st.gy + 10 * st.s, 1.75 * st.s) +
    person(k, cast.disciple(P.earth, 'open', { beard: false, hair: 'curly', hairColour: P.hair.brown }), w * 0.57, st.gy + 12 * st.s, 1.55 * st.s, true) +
    O.heart(k, w * 0.51, h * 0.22, 0.9 * st.s)
  );
};

const anointing: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.84, wall: '#e4eef2' });
  return (
    st.bg +
    O.bed(k, w * 0.36, st.gy, 1.3 * st.s) +
    person(k, cast.elder('pray', { eyesClosed: true }), w * 0.26, st.gy - 40 * st.s, 1.0 * st.s) +
    person(k, cast.priest('reach', { stole: P.purple }), w * 0.68, st.gy + 8 * st.s, 1.6 * st.s, true) +
    O.oilJar(k, w * 0.86, st.gy - 6 * st.s, 0.9 * st.s) +
    O.candle(k, w * 0.1, st.gy, 0.9 * st.s)
  );
};

const service: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'church', ground: 0.86 });
  return (
    st.bg +
    person(k, { hair: 'short', hairColour: P.hair.black, skin: 2, robe: P.navy, pose: 'down' }, w * 0.2, st.gy + 8 * st.s, 1.6 * st.s) +
    person(k, { hair: 'bun', hairColour: P.hair.brown, skin: 1, robe: P.white, veil: P.white, pose: 'down' }, w * 0.34, st.gy + 8 * st.s, 1.55 * st.s, true) +
    O.rings(k, w * 0.27, h * 0.24, 0.9 * st.s) +
    person(k, cast.priest('bless', { stole: P.gold }), w * 0.74, st.gy + 8 * st.s, 1.65 * st.s, true) +
    O.altar(k, w * 0.55, st.gy, 0.8 * st.s)
  );
};

const sacraments: BookContent = {
  slug: 'primaria',
  title: 'Los Sacramentos',
  subtitle: 'Siete signos del amor de Dios',
  colour: '#2f7fc1',
  cover: sevenSigns,
  pages: [
    {
      kind: 'story',
      title: '¿Qué es un sacramento?',
      text: 'Los sacramentos son signos visibles del amor de Dios. Por medio de ellos, Jesús nos da su gracia y nos acompaña en toda la vida. La Iglesia celebra siete sacramentos.',
      art: sevenSigns,
    },
    {
      kind: 'story',
      title: 'El Bautismo',
      text: 'Con el agua y la Palabra, el Bautismo nos hace hijos de Dios y miembros de la Iglesia. Es la puerta de todos los demás sacramentos.',
      quote: '«Vayan y bauticen a todos los pueblos». (Mateo 28,19)',
      art: baptism,
    },
    {
      kind: 'story',
      title: 'La Confirmación',
      text: 'El obispo unge la frente con el santo crisma. El Espíritu Santo nos fortalece para ser testigos de Jesús en todas partes.',
      art: confirmation,
    },
    {
      kind: 'story',
      title: 'La Eucaristía',
      text: 'En la Misa, el pan y el vino se convierten en el Cuerpo y la Sangre de Jesús. Al comulgar, Jesús viene a vivir en nosotros.',
      quote: '«Yo soy el pan de vida». (Juan 6,35)',
      art: eucharistSymbols,
    },
    {
      kind: 'story',
      title: 'La Reconciliación',
      text: 'Cuando nos alejamos de Dios, Él siempre nos espera con los brazos abiertos, como el padre de la parábola. En la Confesión recibimos su perdón y volvemos a empezar.',
      art: reconciliation,
    },
    {
      kind: 'story',
      title: 'La Unción de los enfermos',
      text: 'La Iglesia acompaña a los enfermos y a los ancianos. El sacerdote los unge con aceite y ora por ellos para que reciban fuerza y paz.',
      art: anointing,
    },
    {
      kind: 'story',
      title: 'Al servicio de los demás',
      text: 'En el Matrimonio, un hombre y una mujer se prometen amor para siempre. En el Orden sacerdotal, un hombre es consagrado para servir como diácono, sacerdote u obispo.',
      art: service,
    },
    {
      kind: 'activity',
      title: 'Sopa de letras',
      instructions: 'Busca los nombres de los siete sacramentos. Pueden estar escritos hacia la derecha, hacia abajo o en diagonal.',
      activity: {
        type: 'wordsearch',
        words: ['Bautismo', 'Confirmación', 'Eucaristía', 'Perdón', 'Unción', 'Matrimonio', 'Orden'],
        size: 12,
        seed: 7,
      },
    },
  ],
};

// ---- Jesús nos enseña a orar -------------------------------------------------------------------

const jesusPrays: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'hilltop', sky: 'dawn', seed: 32, sun: 'left', clouds: 1 });
  return st.bg + N.palm(k, w * 0.8, st.gy + 6 * st.s, 1.1 * st.s) + person(k, cast.jesus('pray', { eyesClosed: true }), w * 0.5, st.gy - 6 * st.s, 1.85 * st.s);
};

const teaching: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 33 });
  return (
    st.bg +
    N.tree(k, w * 0.14, st.gy + 4 * st.s, 1.2 * st.s) +
    person(k, cast.jesus('bless'), w * 0.36, st.gy + 10 * st.s, 1.8 * st.s) +
    crowd(k, st, [
      [cast.disciple(P.blue, 'pray'), 0.56, 1.35, true],
      [cast.disciple(P.orange, 'down', { hair: 'curly' }), 0.7, 1.35, true],
      [cast.disciple(P.green, 'down', { hair: 'elder', hairColour: P.hair.grey }), 0.84, 1.35, true],
    ])
  );
};

const ourFather: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 34, clouds: 3, sun: false });
  return (
    st.bg +
    N.glory(k, w * 0.5, h * 0.1, 80 * st.s) +
    crowd(k, st, [
      [cast.dad('open'), 0.2, 1.5],
      [cast.girl2('open'), 0.36, 1.5],
      [cast.mum('open', { robe: P.purple }), 0.5, 1.5],
      [cast.boy('open'), 0.64, 1.5],
      [cast.elder('open', { robe: P.teal, beard: false, hair: 'bun', hairColour: P.hair.white }), 0.8, 1.5, true],
    ])
  );
};

const kingdom: Art = (k, w, h) => {
  const s = Math.min(h / 330, w / 420);
  const kids = [cast.girl('open'), cast.boy('open'), cast.girl2('open'), cast.boy2('open'), cast.teenBoy('open', { child: true })];
  return (
    plainBg(k, w, h, P.sky) +
    O.globe(k, w * 0.5, h * 0.45, 95 * s) +
    kids.map((p, i) => person(k, p, w * (0.14 + i * 0.18), h * 0.98, 1.25 * s, i > 2)).join('') +
    O.heart(k, w * 0.5, h * 0.14, 0.6 * s)
  );
};

const dailyBread: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86 });
  return (
    st.bg +
    person(k, cast.dad('down'), w * 0.22, st.gy - 14 * st.s, 1.45 * st.s) +
    person(k, cast.girl('reach'), w * 0.4, st.gy - 14 * st.s, 1.45 * st.s) +
    person(k, cast.boy('down'), w * 0.6, st.gy - 14 * st.s, 1.45 * st.s, true) +
    person(k, cast.mum('reach', { holding: (ink) => O.bread(ink, 0, 0, 0.5) }), w * 0.78, st.gy - 14 * st.s, 1.5 * st.s, true) +
    O.table(k, w * 0.5, st.gy - 44 * st.s, w * 0.72, 1, P.rose) +
    O.bread(k, w * 0.42, st.gy - 62 * st.s, 0.8 * st.s) +
    O.grapes(k, w * 0.58, st.gy - 62 * st.s, 0.7 * st.s)
  );
};

const forgive: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 35 });
  return (
    st.bg +
    O.ball(k, w * 0.2, st.gy + 4 * st.s, 1.1 * st.s) +
    person(k, cast.boy('open'), w * 0.44, st.gy + 14 * st.s, 1.75 * st.s) +
    person(k, cast.boy2('open'), w * 0.56, st.gy + 14 * st.s, 1.75 * st.s, true) +
    O.heart(k, w * 0.5, h * 0.24, 0.9 * st.s) +
    N.tree(k, w * 0.86, st.gy + 4 * st.s, 1.1 * st.s)
  );
};


const teachUsToPray: BookContent = {
  slug: 'orar',
  title: 'Jesús nos enseña a orar',
  subtitle: 'El Padrenuestro, frase por frase',
  colour: '#3a8fb7',
  cover: jesusPrays,
  pages: [
    {
      kind: 'story',
      title: 'Jesús ora al Padre',
      text: 'Jesús se levantaba muy temprano y se iba a un lugar tranquilo para hablar con su Padre Dios. Orar es hablar con Dios como con un amigo.',
      quote: '«De madrugada, se levantó y fue a un lugar solitario a orar». (Marcos 1,35)',
      art: jesusPrays,
    },
    {
      kind: 'story',
      title: '«Señor, enséñanos a orar»',
      text: 'Un día, los discípulos vieron orar a Jesús y le pidieron: «Señor, enséñanos a orar». Entonces Jesús les enseñó el Padrenuestro.',
      art: teaching,
    },
    {
      kind: 'story',
      title: 'Padre nuestro',
      text: 'Llamamos «Padre» a Dios porque nos ama más que nadie. Decimos «nuestro» porque es Padre de todos: por eso todos somos hermanos.',
      art: ourFather,
    },
    {
      kind: 'story',
      title: 'Venga tu Reino',
      text: 'Pedimos que en el mundo entero haya amor, justicia y paz, como Dios quiere. Y nos comprometemos a construirlo desde nuestra casa y nuestra escuela.',
      art: kingdom,
    },
    {
      kind: 'story',
      title: 'Danos hoy nuestro pan',
      text: 'Pedimos lo que necesitamos cada día: comida, casa, salud y cariño. Y aprendemos a compartir con quien no tiene.',
      art: dailyBread,
    },
    {
      kind: 'story',
      title: 'Perdona nuestras ofensas',
      text: 'Dios nos perdona siempre que se lo pedimos de corazón. Por eso también nosotros perdonamos a los que nos ofenden.',
      art: forgive,
    },
    {
      kind: 'prayer',
      title: 'Padre nuestro',
      text: 'Padre nuestro, que estás en el cielo,\nsantificado sea tu Nombre;\nvenga a nosotros tu reino;\nhágase tu voluntad\nen la tierra como en el cielo.\nDanos hoy nuestro pan de cada día;\nperdona nuestras ofensas,\ncomo también nosotros perdonamos\na los que nos ofenden;\nno nos dejes caer en la tentación,\ny líbranos del mal. Amén.',
    },
    {
      kind: 'activity',
      title: 'Mi rincón de oración',
      instructions: 'Elige un lugar de tu casa para orar: pon una cruz, una vela y tu Biblia. Luego escribe una oración con tus propias palabras.',
      activity: { type: 'form', fields: [{ label: 'Mi rincón está en:', lines: 1 }, { label: 'Le doy gracias a Dios por:', lines: 3 }, { label: 'Le pido a Dios por:', lines: 3 }] },
    },
  ],
};

// ---- Los Diez Mandamientos ----------------------------------------------------------------------

const exodus: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'desert', seed: 36 });
  return (
    st.bg +
    N.palm(k, w * 0.88, st.gy + 4 * st.s, 1 * st.s) +
    person(k, cast.elder('point', { robe: P.red, hairColour: P.hair.grey }), w * 0.22, st.gy + 10 * st.s, 1.8 * st.s) +
    `<path d="M ${w * 0.22 + 34 * st.s} ${st.gy - 190 * st.s} L ${w * 0.22 + 30 * st.s} ${st.gy + 8 * st.s}" stroke="${k.lineArt ? '#1a1a1a' : P.woodDark}" stroke-width="${5 * st.s}" stroke-linecap="round"/>` +
    crowd(k, st, [
      [cast.mum('down'), 0.44, 1.35],
      [cast.girl('wave'), 0.54, 1.35],
      [cast.dad('down', { robe: P.earth, pants: undefined }), 0.64, 1.4],
      [cast.boy2('down'), 0.74, 1.3],
    ])
  );
};

const sinai: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'desert', seed: 37, clouds: 3, sun: false });
  return st.bg + N.glory(k, w * 0.5, h * 0.16, 70 * st.s) + N.mountain(k, w * 0.5, st.gy + 2, 1.8 * st.s, false) + person(k, cast.elder('hold', { robe: P.red, holding: (ink) => O.tablets(ink, 0, -4, 0.32, false) }), w * 0.5, st.gy - 60 * st.s, 1.2 * st.s);
};

const tabletsArt: Art = (k, w, h) => plainBg(k, w, h, '#efe7da') + O.tablets(k, w * 0.5, h * 0.5, Math.min(h / 330, w / 420) * 2.6);

const greatestCommandment: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 38, clouds: 1 });
  return st.bg + O.heart(k, w * 0.5, h * 0.3, 2 * st.s) + O.cross(k, w * 0.5, h * 0.28, 0.45 * st.s, P.cream) + crowd(k, st, [
    [cast.mum('open'), 0.18, 1.45],
    [cast.boy('wave'), 0.32, 1.45],
    [cast.girl2('open'), 0.68, 1.45, true],
    [cast.elder('open', { robe: P.teal }), 0.84, 1.45, true],
  ]);
};

const commandments: BookContent = {
  slug: 'mandamientos',
  title: 'Los Diez Mandamientos',
  subtitle: 'Un camino de libertad y de amor',
  colour: '#3b6fb5',
  cover: tabletsArt,
  pages: [
    {
      kind: 'story',
      title: 'Dios libera a su pueblo',
      text: 'El pueblo de Israel era esclavo en Egipto y sufría mucho. Dios escuchó su clamor y eligió a Moisés para guiarlo hacia la libertad.',
      art: exodus,
    },
    {
      kind: 'story',
      title: 'En el monte Sinaí',
      text: 'En el desierto, Dios llamó a Moisés a la cima del monte Sinaí y le entregó dos tablas de piedra con sus mandamientos: un camino para vivir como pueblo libre.',
      quote: '«Yo soy el Señor, tu Dios, que te sacó de la esclavitud». (Éxodo 20,2)',
      art: sinai,
    },
    {
      kind: 'list',
      title: 'Amar a Dios',
      intro: 'Los tres primeros mandamientos nos enseñan a amar a Dios:',
      items: ['Amarás a Dios sobre todas las cosas.', 'No tomarás el nombre de Dios en vano.', 'Santificarás las fiestas.'],
      art: (k, w, h) => plainBg(k, w, h, '#e9e2f3') + O.tablets(k, w * 0.5, h * 0.5, 1.3) + O.heart(k, w * 0.2, h * 0.6, 1) + N.church(k, w * 0.8, h * 0.95, 0.55),
    },
    {
      kind: 'list',
      title: 'Amar al prójimo',
      intro: 'Los otros siete nos enseñan a amar a los demás:',
      start: 4,
      art: (k, w, h) => {
        const st = stage(k, w, h, { seed: 47, place: 'town' });
        return st.bg + crowd(k, st, [
          [cast.elder('open', { hair: 'bun', hairColour: P.hair.white, beard: false, robe: P.purple }), 0.3, 1.25],
          [cast.girl('reach'), 0.42, 1.25],
          [cast.boy2('wave'), 0.58, 1.25, true],
          [cast.dad('open'), 0.7, 1.25, true],
        ]);
      },
      items: [
        'Honrarás a tu padre y a tu madre.',
        'No matarás.',
        'No cometerás actos impuros.',
        'No robarás.',
        'No dirás falso testimonio ni mentirás.',
        'No consentirás pensamientos ni deseos impuros.',
        'No codiciarás los bienes ajenos.',
      ],
    },
    {
      kind: 'story',
      title: 'El mandamiento más grande',
      text: 'Un maestro de la Ley le preguntó a Jesús cuál era el mandamiento más importante. Jesús resumió los diez en dos: amar a Dios y amar al prójimo.',
      quote: '«Amarás al Señor tu Dios con todo tu corazón… y a tu prójimo como a ti mismo». (Mateo 22,37-39)',
      art: greatestCommandment,
    },
    {
      kind: 'list',
      title: '¿Qué mandamiento vivo?',
      intro: 'Lee cada situación y escribe en tu cuaderno qué mandamiento se cumple:',
      numbered: false,
      items: [
        'Lucía ayuda a su abuela a poner la mesa sin que se lo pidan.',
        'Mateo encuentra una cartera en el parque y la entrega a la maestra.',
        'La familia Pérez va a Misa el domingo y después visita a los abuelos.',
        'Sofía dice la verdad aunque eso le cueste un regaño.',
      ],
      art: (k, w, h) => {
        const st = stage(k, w, h, { seed: 39 });
        return st.bg + person(k, cast.girl('hold', { holding: (ink) => O.bread(ink, 0, 0, 0.4) }), w * 0.3, st.gy + 10 * st.s, 1.5 * st.s) + person(k, cast.elder('open', { hair: 'bun', hairColour: P.hair.white, beard: false, robe: P.purple }), w * 0.5, st.gy + 10 * st.s, 1.5 * st.s, true) + N.house(k, w * 0.8, st.gy + 4 * st.s, 0.9 * st.s);
      },
    },
    {
      kind: 'activity',
      title: 'Laberinto al monte Sinaí',
      instructions: 'Ayuda a Moisés a subir a la cima del monte, donde Dios lo espera con las tablas de la Ley.',
      activity: {
        type: 'maze',
        cols: 9,
        rows: 11,
        seed: 20,
        start: (k, w, h) => person(k, cast.elder('down'), w / 2, h * 0.98, h / 105),
        end: (k, w, h) => O.tablets(k, w / 2, h * 0.52, h / 110, false),
        startLabel: 'Moisés',
        endLabel: 'Sinaí',
      },
    },
    {
      kind: 'activity',
      title: 'Mi compromiso',
      instructions: 'Elige un mandamiento para vivirlo de manera especial esta semana.',
      activity: {
        type: 'form',
        fields: [
          { label: 'Esta semana voy a vivir el mandamiento número:', lines: 1 },
          { label: 'Lo voy a hacer así:', lines: 3 },
          { label: 'Al final de la semana, ¿cómo me fue?', lines: 3 },
        ],
      },
    },
  ],
};

// ---- Parábolas de Jesús ----------------------------------------------------------------------------

const crowdByTheLake: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'sea', seed: 40, ground: 0.86 });
  return (
    st.bg +
    N.boat(k, w * 0.5, st.gy - 30 * st.s, 1.1 * st.s, false) +
    person(k, cast.jesus('bless'), w * 0.5, st.gy - 46 * st.s, 1.25 * st.s) +
    `<rect x="-5" y="${st.gy + 10 * st.s}" width="${w + 10}" height="${h}" fill="${k.lineArt ? '#fff' : P.sand}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>` +
    person(k, cast.mum('down'), w * 0.12, h + 40 * st.s, 1.4 * st.s) +
    person(k, cast.boy('wave'), w * 0.26, h + 30 * st.s, 1.4 * st.s) +
    person(k, cast.disciple(P.green, 'down'), w * 0.76, h + 40 * st.s, 1.4 * st.s, true) +
    person(k, cast.girl2('down'), w * 0.9, h + 30 * st.s, 1.4 * st.s, true)
  );
};

const sower: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 41, place: 'meadow' });
  const furrows = Array.from({ length: 4 }, (_, i) => `<path d="M ${w * 0.42} ${st.gy + (14 + i * 14) * st.s} Q ${w * 0.7} ${st.gy + (6 + i * 14) * st.s} ${w} ${st.gy + (14 + i * 14) * st.s}" fill="none" stroke="${k.lineArt ? '#1a1a1a' : P.earth}" stroke-width="4" stroke-linecap="round"/>`).join('');
  const seeds = Array.from({ length: 9 }, (_, i) => `<circle cx="${w * (0.5 + i * 0.045)}" cy="${st.gy - 70 * st.s + Math.sin(i) * 14}" r="3" fill="${k.lineArt ? '#1a1a1a' : P.woodDark}"/>`).join('');
  return st.bg + furrows + person(k, cast.disciple(P.earth, 'point', { hair: 'short', sash: P.yellow }), w * 0.32, st.gy + 12 * st.s, 1.8 * st.s) + seeds + N.bird(k, w * 0.8, h * 0.3, 1.1 * st.s) + O.sprout(k, w * 0.86, st.gy + 40 * st.s, 0.8 * st.s);
};

const goodSoil: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 42, clouds: 1 });
  return st.bg + O.sprout(k, w * 0.3, st.gy + 24 * st.s, 1.6 * st.s) + O.wheat(k, w * 0.56, st.gy + 22 * st.s, 1.7 * st.s) + O.wheat(k, w * 0.62, st.gy + 24 * st.s, 1.6 * st.s) + O.wheat(k, w * 0.68, st.gy + 22 * st.s, 1.7 * st.s) + O.openBook(k, w * 0.16, h * 0.34, 1.1 * st.s);
};

const goodSamaritan: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'desert', seed: 43 });
  const lying = 1.4 * st.s;
  return (
    st.bg +
    O.donkey(k, w * 0.84, st.gy + 4 * st.s, 1.05 * st.s, true) +
    // The wounded man lies on the road, head to the right, where the Samaritan kneels to help.
    `<g transform="translate(${w * 0.18} ${st.gy + 6 * st.s - 19 * lying}) rotate(90)">${person(k, cast.disciple(P.white, 'down', { beard: false, hair: 'curly', hairColour: P.hair.brown, eyesClosed: true }), 0, 0, lying)}</g>` +
    person(k, cast.disciple(P.teal, 'reach', { sash: P.orange, skin: 3, hair: 'short' }), w * 0.6, st.gy + 10 * st.s, 1.65 * st.s, true)
  );
};

const prodigalSon: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 44, sky: 'dusk', sun: 'left' });
  return (
    st.bg +
    N.house(k, w * 0.84, st.gy + 4 * st.s, 1.1 * st.s, P.wall, P.red) +
    person(k, cast.elder('open', { robe: P.red }), w * 0.44, st.gy + 12 * st.s, 1.75 * st.s) +
    person(k, cast.disciple(P.greyDark, 'open', { beard: false, hair: 'curly', hairColour: P.hair.brown }), w * 0.56, st.gy + 14 * st.s, 1.6 * st.s, true) +
    O.heart(k, w * 0.5, h * 0.2, 0.8 * st.s)
  );
};

const parables: BookContent = {
  slug: 'parabolas',
  title: 'Parábolas de Jesús',
  subtitle: 'Historias sencillas con un gran mensaje',
  colour: '#2d8a9e',
  cover: goodShepherd,
  pages: [
    {
      kind: 'story',
      title: 'Jesús cuenta historias',
      text: 'Jesús enseñaba con parábolas: historias de la vida diaria (semillas, ovejas, monedas, fiestas) que esconden un gran mensaje sobre el Reino de Dios.',
      art: crowdByTheLake,
    },
    {
      kind: 'story',
      title: 'El sembrador',
      text: 'Un sembrador salió a sembrar. Parte de la semilla cayó en el camino y se la comieron los pájaros; parte, entre piedras y espinas; y parte, en tierra buena, donde dio mucho fruto.',
      art: sower,
    },
    {
      kind: 'story',
      title: '¿Qué tierra soy yo?',
      text: 'La semilla es la Palabra de Dios. Cuando la escuchamos con atención, la guardamos en el corazón y la ponemos en práctica, somos tierra buena que da fruto.',
      quote: '«El que tenga oídos, que oiga». (Mateo 13,9)',
      art: goodSoil,
    },
    {
      kind: 'story',
      title: 'La oveja perdida',
      text: 'Un pastor tenía cien ovejas y una se perdió. Dejó a las noventa y nueve y la buscó hasta encontrarla. Después la tomó en brazos y volvió lleno de alegría. Así nos busca Dios.',
      art: goodShepherd,
    },
    {
      kind: 'story',
      title: 'El buen samaritano',
      text: 'Un hombre herido quedó tirado en el camino. Un sacerdote y un levita pasaron de largo. Pero un samaritano se detuvo, le curó las heridas y lo llevó a una posada.',
      quote: '«Ve y haz tú lo mismo». (Lucas 10,37)',
      art: goodSamaritan,
    },
    {
      kind: 'story',
      title: 'El hijo pródigo',
      text: 'Un hijo pidió su herencia, se fue lejos y lo gastó todo. Arrepentido, volvió a casa. Su padre lo vio de lejos, corrió a abrazarlo e hizo una gran fiesta.',
      art: prodigalSon,
    },
    {
      kind: 'activity',
      title: 'Colorea al buen pastor',
      instructions: 'Colorea el dibujo. Luego escribe en tu cuaderno: ¿cuándo me he sentido como la oveja perdida?',
      activity: { type: 'colour', art: goodShepherd },
    },
    {
      kind: 'activity',
      title: 'Para pensar',
      instructions: 'Responde con tus palabras y comparte tus respuestas con tu grupo.',
      activity: {
        type: 'questions',
        questions: [
          '¿Qué parábola te gustó más? ¿Por qué?',
          '¿Cuándo has ayudado a alguien, como el buen samaritano?',
          '¿A quién necesitas perdonar o pedir perdón?',
        ],
        lines: 3,
      },
    },
  ],
};

// ---- María, Madre de Jesús ----------------------------------------------------------------------

const angel = (k: Ink, x: number, y: number, s: number) =>
  [-1, 1].map((side) => `<path transform="translate(${x} ${y}) scale(${s})" d="M ${side * 8} -60 C ${side * 40} -90 ${side * 52} -50 ${side * 34} -20 C ${side * 28} -34 ${side * 18} -44 ${side * 8} -48 Z" fill="${k.lineArt ? '#fff' : '#ffffff'}" stroke="${k.lineArt ? '#1a1a1a' : P.outline}" stroke-width="2.5"/>`).join('') +
  person(k, { hair: 'curly', hairColour: P.hair.blond, skin: 0, robe: P.sunGlow, pose: 'bless' }, x, y, s);

const annunciation: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#f6ecd9' });
  return st.bg + angel(k, w * 0.32, st.gy + 6 * st.s, 1.7 * st.s) + N.dove(k, w * 0.55, h * 0.2, 0.6 * st.s) + person(k, cast.mary('pray', { eyesClosed: true }), w * 0.68, st.gy + 8 * st.s, 1.65 * st.s, true) + N.flower(k, w * 0.9, st.gy, 1.6 * st.s, P.white);
};

const visitation: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'town', seed: 45 });
  return st.bg + person(k, cast.mary('open'), w * 0.42, st.gy + 12 * st.s, 1.7 * st.s) + person(k, { hair: 'veil', veil: P.orange, skin: 1, robe: P.earth, pose: 'open' }, w * 0.58, st.gy + 12 * st.s, 1.7 * st.s, true) + O.heart(k, w * 0.5, h * 0.2, 0.7 * st.s);
};

const cana: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86 });
  return st.bg + person(k, cast.mary('point'), w * 0.24, st.gy + 8 * st.s, 1.6 * st.s) + person(k, cast.jesus('bless'), w * 0.44, st.gy + 8 * st.s, 1.7 * st.s) + [0.62, 0.74, 0.86].map((x) => O.jar(k, w * x, st.gy, 1.3 * st.s)).join('') + person(k, cast.boy('down'), w * 0.96, st.gy + 8 * st.s, 1.4 * st.s, true);
};

const calvary: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'hilltop', sky: 'dusk', seed: 46, sun: false });
  return st.bg + O.cross(k, w * 0.5, st.gy - 110 * st.s, 1.9 * st.s) + person(k, cast.mary('pray', { eyesClosed: true }), w * 0.32, st.gy + 8 * st.s, 1.55 * st.s) + person(k, cast.disciple(P.green, 'pray', { beard: false, hair: 'long', hairColour: P.hair.brown }), w * 0.68, st.gy + 8 * st.s, 1.55 * st.s, true);
};

const mary: BookContent = {
  slug: 'maria',
  title: 'María, Madre de Jesús',
  subtitle: 'La mujer que dijo «sí» a Dios',
  colour: '#4a74c9',
  cover: maryAndRoses,
  pages: [
    {
      kind: 'story',
      title: 'La Anunciación',
      text: 'El ángel Gabriel visitó a María en Nazaret y le dijo: «Alégrate, llena de gracia, el Señor está contigo». María respondió con confianza: «Hágase en mí según tu palabra».',
      art: annunciation,
    },
    {
      kind: 'story',
      title: 'María visita a Isabel',
      text: 'María fue de prisa a ayudar a su prima Isabel, que esperaba un bebé. Al verla, Isabel exclamó: «¡Bendita tú entre las mujeres!».',
      art: visitation,
    },
    {
      kind: 'story',
      title: 'Nace Jesús en Belén',
      text: 'En un pesebre de Belén nació Jesús. María y José lo cuidaron con ternura, y los pastores llegaron a adorarlo guiados por los ángeles.',
      quote: '«María conservaba todas estas cosas en su corazón». (Lucas 2,19)',
      art: nativity,
    },
    {
      kind: 'story',
      title: 'Las bodas de Caná',
      text: 'En una boda se acabó el vino. María se dio cuenta y dijo a los sirvientes: «Hagan lo que él les diga». Jesús convirtió el agua en vino: fue su primer milagro.',
      art: cana,
    },
    {
      kind: 'story',
      title: 'Al pie de la cruz',
      text: 'María acompañó a su Hijo hasta la cruz. Allí Jesús nos la entregó como Madre: «Ahí tienes a tu madre». Desde entonces, cuida de todos nosotros.',
      art: calvary,
    },
    {
      kind: 'story',
      title: 'María en nuestra vida',
      text: 'Honramos a María con muchos nombres: Virgen de Guadalupe, del Carmen, de Lourdes, de Fátima… Ella siempre nos lleva a Jesús.',
      art: maryAndRoses,
    },
    {
      kind: 'prayer',
      title: 'Dios te salve, María',
      text: 'Dios te salve, María,\nllena eres de gracia,\nel Señor es contigo.\nBendita tú eres entre todas las mujeres,\ny bendito es el fruto de tu vientre, Jesús.\nSanta María, Madre de Dios,\nruega por nosotros, pecadores,\nahora y en la hora de nuestra muerte.\nAmén.',
      icon: (k, w, h) => plainBg(k, w, h, '#e4ecfa') + O.rosary(k, w / 2, h * 0.95, 1.3) + N.star(k, w * 0.2, h * 0.3, 8, P.gold) + N.star(k, w * 0.8, h * 0.3, 8, P.gold),
    },
    {
      kind: 'activity',
      title: 'Colorea a María',
      instructions: 'Colorea a María con mucho cariño. ¿Con qué nombre la conocen en tu familia o en tu pueblo?',
      activity: { type: 'colour', art: maryAndRoses },
    },
  ],
};

// ---- Mi Primera Comunión --------------------------------------------------------------------------

const firstCommunionDay: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'church', ground: 0.86 });
  return (
    st.bg +
    O.altar(k, w * 0.5, st.gy, 0.95 * st.s) +
    O.cross(k, w * 0.5, st.gy - 150 * st.s, 0.8 * st.s) +
    person(k, cast.girl('hold', { robe: P.white, holding: (ink) => O.candle(ink, 0, 10, 0.4) }), w * 0.18, st.gy + 10 * st.s, 1.55 * st.s) +
    person(k, cast.boy('pray', { robe: P.white, pants: P.navy }), w * 0.32, st.gy + 10 * st.s, 1.55 * st.s) +
    person(k, cast.priest('bless', { stole: P.gold }), w * 0.5, st.gy - 40 * st.s, 1.2 * st.s) +
    person(k, cast.girl2('pray', { robe: P.white }), w * 0.7, st.gy + 10 * st.s, 1.55 * st.s, true) +
    person(k, cast.boy2('hold', { robe: P.white, holding: (ink) => O.candle(ink, 0, 10, 0.4) }), w * 0.84, st.gy + 10 * st.s, 1.55 * st.s, true)
  );
};

const receiving: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'church', ground: 0.86 });
  return st.bg + person(k, cast.priest('reach', { stole: P.gold, holding: (ink) => O.host(ink, 0, -4, 0.35) }), w * 0.36, st.gy + 8 * st.s, 1.75 * st.s) + person(k, cast.girl('pray', { robe: P.white, eyesClosed: true }), w * 0.62, st.gy + 8 * st.s, 1.65 * st.s, true) + person(k, cast.boy2('pray', { robe: P.white }), w * 0.8, st.gy + 8 * st.s, 1.55 * st.s, true);
};

const preparing: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'indoor', ground: 0.86, wall: '#eef3e4' });
  return st.bg + person(k, cast.boy('hold', { robe: P.white, holding: (ink) => O.candle(ink, 0, 10, 0.45) }), w * 0.36, st.gy + 8 * st.s, 1.8 * st.s) + person(k, cast.mum('down', { robe: P.purple }), w * 0.58, st.gy + 8 * st.s, 1.65 * st.s, true) + O.bible(k, w * 0.82, st.gy, 1 * st.s) + O.heart(k, w * 0.18, h * 0.3, 0.8 * st.s);
};

const firstCommunion: BookContent = {
  slug: 'comunion',
  title: 'Mi Primera Comunión',
  subtitle: 'Jesús me invita a su mesa',
  colour: '#c9922e',
  cover: firstCommunionDay,
  pages: [
    {
      kind: 'story',
      title: 'Jesús me invita',
      text: 'Jesús quiere ser tu alimento. El día de tu Primera Comunión lo recibirás por primera vez en la Eucaristía, junto con tu familia y tu comunidad.',
      art: firstCommunionDay,
    },
    {
      kind: 'story',
      title: 'La Última Cena',
      text: 'La noche antes de morir, Jesús tomó pan y dijo: «Esto es mi Cuerpo». Luego tomó el cáliz: «Esta es mi Sangre». Y añadió: «Hagan esto en memoria mía».',
      art: lastSupper,
    },
    {
      kind: 'list',
      title: 'Las partes de la Misa',
      items: [
        'Ritos iniciales: nos reunimos como hermanos y pedimos perdón.',
        'Liturgia de la Palabra: escuchamos lo que Dios nos dice.',
        'Liturgia eucarística: el pan y el vino se convierten en Jesús.',
        'Comunión: recibimos a Jesús con respeto y alegría.',
        'Rito de conclusión: recibimos la bendición y vamos en paz.',
      ],
      art: (k, w, h) => plainBg(k, w, h, '#f6ead2') + O.openBook(k, w * 0.2, h * 0.5, 1.4) + O.chalice(k, w * 0.5, h * 0.62, 1.05) + O.candle(k, w * 0.8, h * 0.86, 1.2),
    },
    {
      kind: 'story',
      title: 'Cómo me preparo',
      text: 'Me confieso unos días antes, guardo una hora de ayuno antes de comulgar y llego a tiempo a la Misa. Con alegría le digo a Jesús: «Ven a mi corazón».',
      art: preparing,
    },
    {
      kind: 'story',
      title: 'Cómo comulgo',
      text: 'Al recibir la Hostia, el ministro dice: «El Cuerpo de Cristo». Yo respondo: «Amén», y comulgo con respeto. Después, en silencio, hablo con Jesús.',
      art: receiving,
    },
    {
      kind: 'list',
      title: 'Los signos de la Misa',
      numbered: false,
      items: [
        'El altar: es la mesa del Señor, donde se celebra la Eucaristía.',
        'El cáliz: la copa que recibe el vino que se convierte en la Sangre de Cristo.',
        'La vela encendida: nos recuerda que Jesús es la luz del mundo.',
        'El leccionario: el libro con las lecturas de la Palabra de Dios.',
      ],
      art: still('#efe6f7', (k, x, y, s) => O.altar(k, x, y + 52, s * 0.75), (k, x, y, s) => O.chalice(k, x, y + 10, s * 1.05, false), (k, x, y, s) => O.candle(k, x, y + 58, s * 1.25), (k, x, y, s) => O.openBook(k, x, y + 6, s * 1.3)),
    },
    {
      kind: 'activity',
      title: 'Colorea el cáliz y la Hostia',
      instructions: 'Colorea los signos de la Eucaristía: el cáliz, la Hostia, las uvas y el trigo.',
      activity: { type: 'colour', art: eucharistSymbols },
    },
    {
      kind: 'prayer',
      title: 'Después de comulgar',
      text: 'Jesús, gracias por venir\na mi corazón.\nQuédate siempre conmigo.\nAyúdame a ser bueno\ny a compartir tu amor con todos.\nAmén.',
      icon: familyPrayer,
      note: 'Mi Primera Comunión fue el día: ____________',
    },
  ],
};

export const primariaBooks = [sacraments, teachUsToPray, commandments, parables, mary, firstCommunion];
