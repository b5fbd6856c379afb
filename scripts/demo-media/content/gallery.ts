// The gallery's sheets (Recursos de Apoyo): activities to print and theory schemes. The file name
// of each is galeria-{slug}.webp; the manifest says which are public and which need a donation.
import { COLOUR, LINE_ART, P } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { person } from '../art/people';
import { goodShepherd, noahsArk } from '../art/scenes';
import { activityHtml } from '../layouts/activities';
import { esc } from '../layouts/book';
import type { SheetFrame } from '../layouts/sheet';
import type { ShelfTheme } from '../layouts/brand';

const BODY_W = 714;

function theme(colour: string): ShelfTheme {
  return { label: '', colour, dark: '#333', light: '#eee', text: 20 };
}

/** A drawing to colour, and under it a line to write on. */
const colouring = (art: typeof noahsArk, prompt: string, height = 580) =>
  `<div style="border:3px solid #222;border-radius:20px;overflow:hidden;height:${height}px"><svg width="${BODY_W - 6}" height="${height - 6}" viewBox="0 0 ${BODY_W - 6} ${height - 6}" style="display:block">${art(LINE_ART, BODY_W - 6, height - 6)}</svg></div>
  <p style="font-size:19px;font-weight:800;margin:18px 0 0">${esc(prompt)}</p>
  <div style="height:40px;border-bottom:2px dotted #777"></div><div style="height:40px;border-bottom:2px dotted #777"></div>`;

const commandments = [
  ['Amarás a Dios sobre todas las cosas.', 'Dios es lo primero en mi vida.'],
  ['No tomarás el nombre de Dios en vano.', 'Nombro a Dios con respeto y cariño.'],
  ['Santificarás las fiestas.', 'Voy a Misa el domingo y descanso en familia.'],
  ['Honrarás a tu padre y a tu madre.', 'Obedezco y cuido a mis papás y abuelos.'],
  ['No matarás.', 'Cuido la vida: la mía y la de los demás.'],
  ['No cometerás actos impuros.', 'Respeto mi cuerpo y el de los demás.'],
  ['No robarás.', 'Cuido lo que es de otros y comparto lo mío.'],
  ['No dirás falso testimonio ni mentirás.', 'Digo siempre la verdad.'],
  ['No consentirás pensamientos ni deseos impuros.', 'Tengo un corazón limpio.'],
  ['No codiciarás los bienes ajenos.', 'Me alegro con lo que tengo y con lo que tienen otros.'],
];

function commandmentsBody(): string {
  const tablet = (from: number, title: string, colour: string) => `
    <div style="flex:1;border:4px solid ${colour};border-radius:140px 140px 18px 18px;padding:56px 20px 18px;background:linear-gradient(#fff,${colour}14)">
      <div style="text-align:center;font-weight:900;font-size:22px;color:${colour};margin-bottom:12px;text-transform:uppercase;letter-spacing:.06em">${title}</div>
      ${commandments
        .slice(from, from === 0 ? 3 : 10)
        .map(
          ([law, life], i) => `<div style="display:grid;grid-template-columns:38px 1fr;gap:10px;margin-bottom:${from === 0 ? 26 : 12}px">
          <span style="width:38px;height:38px;border-radius:50%;background:${colour};color:#fff;font-weight:900;font-size:19px;display:grid;place-items:center">${from + i + 1}</span>
          <span><b style="font-size:18px;line-height:1.25;display:block">${esc(law)}</b><span style="font-size:15.5px;color:#555;font-family:Lora;font-style:italic">${esc(life)}</span></span></div>`,
        )
        .join('')}
    </div>`;
  return `<div style="display:flex;gap:18px;height:100%">${tablet(0, 'Amar a Dios', P.blue)}${tablet(3, 'Amar al prójimo', P.red)}</div>`;
}

function parablesBody(): string {
  const cards: [string, string, string, (k: typeof COLOUR, w: number, h: number) => string][] = [
    ['El sembrador', 'Mateo 13,1-23', 'La Palabra de Dios da fruto en un corazón que escucha.', (k, w, h) => `<rect width="${w}" height="${h}" fill="#eef6e4"/>` + O.sprout(k, w / 2, h * 0.92, 1.3)],
    ['La oveja perdida', 'Lucas 15,4-7', 'Dios busca a cada uno y se alegra al encontrarlo.', (k, w, h) => `<rect width="${w}" height="${h}" fill="#e6f2fa"/>` + N.sheep(k, w * 0.44, h * 0.86, 1.6)],
    ['El buen samaritano', 'Lucas 10,25-37', 'Mi prójimo es quien me necesita, sea quien sea.', (k, w, h) => `<rect width="${w}" height="${h}" fill="#fbeedd"/>` + O.donkey(k, w * 0.46, h * 0.92, 0.95)],
    ['El hijo pródigo', 'Lucas 15,11-32', 'El Padre siempre espera y perdona con un abrazo.', (k, w, h) => `<rect width="${w}" height="${h}" fill="#f9e6ea"/>` + O.heart(k, w / 2, h * 0.55, 1.5)],
    ['La semilla de mostaza', 'Marcos 4,30-32', 'El Reino empieza pequeño y crece hasta dar sombra a todos.', (k, w, h) => `<rect width="${w}" height="${h}" fill="#eef6e4"/>` + N.tree(k, w / 2, h * 0.98, 0.8, P.leaf) + N.bird(k, w * 0.3, h * 0.2, 0.9)],
    ['Los talentos', 'Mateo 25,14-30', 'Dios nos regala dones para ponerlos al servicio.', (k, w, h) => `<rect width="${w}" height="${h}" fill="#fdf3d6"/>` + [0.3, 0.5, 0.7].map((x) => `<circle cx="${w * x}" cy="${h * 0.55}" r="${h * 0.18}" fill="${P.gold}" stroke="${P.outline}" stroke-width="2.5"/><circle cx="${w * x}" cy="${h * 0.55}" r="${h * 0.1}" fill="none" stroke="${P.outline}" stroke-width="1.5"/>`).join('')],
  ];
  return `<div style="display:grid;grid-template-columns:1fr 1fr;gap:16px">${cards
    .map(
      ([title, ref, message, art]) => `<div style="border:3px solid ${P.teal};border-radius:18px;overflow:hidden;background:#fff">
        <svg width="343" height="130" viewBox="0 0 343 130" style="display:block">${art(COLOUR, 343, 130)}</svg>
        <div style="padding:10px 14px 12px"><b style="font-size:21px;color:#1f5e58">${esc(title)}</b> <span style="font-size:14px;color:#777">${esc(ref)}</span>
        <div style="font-family:Lora;font-size:16.5px;line-height:1.35;margin-top:4px">${esc(message)}</div></div></div>`,
    )
    .join('')}</div>`;
}

function sacramentsBody(): string {
  const groups: [string, string, string, [string, string, (k: typeof COLOUR) => string][]][] = [
    ['Iniciación cristiana', 'Nos hacen cristianos y miembros de la Iglesia', P.blue, [
      ['Bautismo', 'Nos hace hijos de Dios. Signo: el agua.', (k) => O.shell(k, 40, 48, 0.9)],
      ['Confirmación', 'Nos fortalece con el Espíritu Santo. Signo: el crisma.', (k) => N.dove(k, 40, 44, 0.9)],
      ['Eucaristía', 'Jesús se nos da como alimento. Signo: el pan y el vino.', (k) => O.chalice(k, 40, 56, 0.8, false)],
    ]],
    ['Curación', 'Nos levantan cuando estamos heridos', P.green, [
      ['Reconciliación', 'Dios perdona nuestros pecados. Signo: la absolución.', (k) => O.heart(k, 40, 46, 1.1)],
      ['Unción de los enfermos', 'Da fuerza y paz al enfermo. Signo: el óleo.', (k) => O.oilJar(k, 40, 58, 0.95)],
    ]],
    ['Al servicio de la comunidad', 'Se viven entregando la vida a los demás', P.red, [
      ['Orden sacerdotal', 'Consagra diáconos, sacerdotes y obispos.', (k) => O.mitreIcon(k, 40, 44, 1.1)],
      ['Matrimonio', 'Un hombre y una mujer se unen para siempre.', (k) => O.rings(k, 38, 40, 0.85)],
    ]],
  ];
  return `<div style="display:flex;flex-direction:column;gap:14px">${groups
    .map(
      ([name, what, colour, items]) => `<div style="border:3px solid ${colour};border-radius:18px;overflow:hidden">
        <div style="background:${colour};color:#fff;padding:7px 16px;font-weight:900;font-size:21px">${esc(name)} <span style="font-weight:600;font-size:16px;opacity:.95">· ${esc(what)}</span></div>
        <div style="display:grid;grid-template-columns:repeat(${items.length},1fr);gap:12px;padding:10px 14px 12px">${items
          .map(
            ([title, text, icon]) => `<div style="display:flex;flex-direction:column;align-items:center;text-align:center;gap:6px">
            <svg width="78" height="78" viewBox="-4 -4 88 88"><circle cx="40" cy="40" r="44" fill="${colour}22"/>${icon(COLOUR)}</svg>
            <b style="font-size:19px">${esc(title)}</b><div style="font-size:15.5px;line-height:1.28;color:#444">${esc(text)}</div></div>`,
          )
          .join('')}</div></div>`,
    )
    .join('')}
    <div style="text-align:center;font-family:Lora;font-size:19px;color:#333;margin-top:4px">Los sacramentos son <b>signos visibles</b> de la gracia de Dios, instituidos por Cristo y confiados a la Iglesia.</div></div>`;
}

export interface GallerySheet {
  /** File name galeria-{slug}.webp; the key keeps the slug. */
  slug: string;
  frame: SheetFrame;
}

export const gallerySheets: GallerySheet[] = [
  {
    slug: 'colorear-arca',
    frame: {
      title: 'Colorea el arca de Noé',
      kind: 'Actividad',
      colour: P.orange,
      instructions: 'Noé confió en Dios y salvó a su familia y a los animales. Colorea el dibujo y el arcoíris, señal de la alianza.',
      nameLine: true,
      foot: '«Pondré mi arco en las nubes». (Génesis 9,13)',
      body: colouring(noahsArk, '¿Qué le dirías a Dios para darle gracias, como Noé?'),
    },
  },
  {
    slug: 'sopa-letras',
    frame: {
      title: 'Sopa de letras: personajes de la Biblia',
      kind: 'Actividad',
      colour: P.teal,
      instructions: 'Encuentra los diez nombres. Están escritos hacia la derecha, hacia abajo o en diagonal.',
      nameLine: true,
      foot: '«Tu palabra es lámpara para mis pasos». (Salmo 119,105)',
      body: activityHtml({ type: 'wordsearch', words: ['Noé', 'Abraham', 'Moisés', 'David', 'María', 'José', 'Pedro', 'Pablo', 'Isabel', 'Juan'], size: 13, seed: 3 }, BODY_W, theme(P.teal), 700),
    },
  },
  {
    slug: 'mandamientos',
    frame: {
      title: 'Los Diez Mandamientos',
      kind: 'Teoría',
      colour: P.blue,
      instructions: 'Dios entregó a Moisés las tablas de la Ley. Jesús las resumió en dos: amar a Dios y amar al prójimo.',
      foot: '«Si me aman, cumplirán mis mandamientos». (Juan 14,15)',
      body: commandmentsBody(),
    },
  },
  {
    slug: 'parabolas',
    frame: {
      title: 'Las parábolas de Jesús',
      kind: 'Teoría',
      colour: P.teal,
      instructions: 'Seis historias que Jesús contó para explicar el Reino de Dios. Léelas en tu Biblia con la cita de cada una.',
      foot: '«Jesús les enseñaba muchas cosas por medio de parábolas». (Marcos 4,2)',
      body: parablesBody(),
    },
  },
  {
    slug: 'colorear-buen-pastor',
    frame: {
      title: 'Colorea al Buen Pastor',
      kind: 'Actividad',
      colour: P.green,
      instructions: 'Jesús buscó a la oveja perdida hasta encontrarla. Colorea el dibujo y escribe tu nombre junto a la ovejita.',
      nameLine: true,
      foot: '«Yo soy el buen pastor». (Juan 10,11)',
      body: colouring(goodShepherd, 'Escribe el nombre de alguien a quien Jesús cuida contigo:'),
    },
  },
  {
    slug: 'laberinto-belen',
    frame: {
      title: 'Laberinto: camino a Belén',
      kind: 'Actividad',
      colour: P.purple,
      instructions: 'Ayuda a los Reyes Magos a seguir la estrella hasta el portal de Belén, donde está el Niño Jesús.',
      nameLine: true,
      foot: '«Vimos su estrella y venimos a adorarlo». (Mateo 2,2)',
      body: activityHtml(
        {
          type: 'maze',
          cols: 11,
          rows: 13,
          seed: 5,
          start: (k, w, h) => person(k, { hair: 'short', beard: true, hairColour: P.hair.black, skin: 3, robe: P.purple, pose: 'hold', holding: (ink) => O.box(ink, 0, 12, 0.4) }, w / 2, h * 0.98, h / 110),
          end: (k, w, h) => O.manger(k, w / 2, h * 0.7, w / 90) + O.baby(k, w / 2, h * 0.5, w / 95) + N.star(k, w / 2, h * 0.16, w / 9),
          startLabel: 'Reyes Magos',
          endLabel: 'Belén',
        },
        BODY_W,
        theme(P.purple),
        700,
      ),
    },
  },
  {
    slug: 'sacramentos-esquema',
    frame: {
      title: 'Esquema de los siete sacramentos',
      kind: 'Teoría',
      colour: P.red,
      instructions: 'Los siete sacramentos acompañan toda la vida del cristiano. La Iglesia los agrupa en tres.',
      foot: '«Yo estaré con ustedes todos los días». (Mateo 28,20)',
      body: sacramentsBody(),
    },
  },
  {
    slug: 'laberinto-pascua',
    frame: {
      title: 'Laberinto de Pascua',
      kind: 'Actividad',
      colour: P.gold,
      instructions: 'El domingo muy temprano, María Magdalena fue al sepulcro. Ayúdala a llegar y descubre la gran noticia.',
      nameLine: true,
      foot: '«No está aquí: ¡ha resucitado!». (Lucas 24,6)',
      body: activityHtml(
        {
          type: 'maze',
          cols: 11,
          rows: 13,
          seed: 9,
          start: (k, w, h) => person(k, { hair: 'veil', veil: P.rose, skin: 1, robe: P.cream, pose: 'hold', holding: (ink) => O.jar(ink, 0, 14, 0.4) }, w / 2, h * 0.98, h / 110),
          end: (k, w, h) => O.tomb(k, w / 2, h * 0.95, w / 190) + N.sun(k, w * 0.85, h * 0.18, w / 9, false),
          startLabel: 'María Magdalena',
          endLabel: 'Sepulcro',
        },
        BODY_W,
        theme(P.gold),
        700,
      ),
    },
  },
];

