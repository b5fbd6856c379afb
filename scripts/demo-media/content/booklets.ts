// The Devocionario's booklets. The first page of each is its cover (the booklet has no separate
// cover image); the others are numbered from 1.
import { P, type Ink } from '../art/ink';
import * as N from '../art/nature';
import * as O from '../art/objects';
import { cast, person } from '../art/people';
import { stage, type Art } from '../art/scenes';
import type { BookletContent } from './types';

const plainBg = (k: Ink, w: number, h: number, colour: string) => `<rect width="${w}" height="${h}" fill="${k.lineArt ? '#fff' : colour}"/>`;

const rosaryCover: Art = (k, w, h) => {
  const st = stage(k, w, h, { sky: 'dawn', seed: 70, sun: false, clouds: 2 });
  return st.bg + N.glory(k, w * 0.5, h * 0.44, 120 * st.s, 20) + O.rosary(k, w * 0.5, h * 0.86, 2.6 * st.s) + O.roses(k, w * 0.14, st.gy + 10 * st.s, 1.2 * st.s) + O.roses(k, w * 0.86, st.gy + 10 * st.s, 1.2 * st.s);
};

const viaCrucisCover: Art = (k, w, h) => {
  const st = stage(k, w, h, { place: 'hilltop', sky: 'dusk', seed: 71, sun: false, clouds: 1 });
  return st.bg + N.glory(k, w * 0.5, st.gy - 130 * st.s, 110 * st.s, 18) + O.cross(k, w * 0.5, st.gy - 100 * st.s, 2.1 * st.s) + N.flowers(k, w, st.gy + 4 * st.s, 6, 8);
};

const dailyPrayersCover: Art = (k, w, h) => {
  const st = stage(k, w, h, { seed: 72, sky: 'dawn', sun: 'left' });
  return st.bg + N.church(k, w * 0.78, st.gy + 2, 1 * st.s) + person(k, cast.girl('pray', { eyesClosed: true }), w * 0.36, st.gy + 12 * st.s, 1.7 * st.s) + person(k, cast.boy2('pray', { eyesClosed: true }), w * 0.52, st.gy + 12 * st.s, 1.7 * st.s, true) + N.flowers(k, w, st.gy + 4 * st.s, 5, 3);
};

const rosary: BookletContent = {
  folder: 'rosario',
  title: 'Santo Rosario',
  subtitle: 'Contemplar a Jesús con los ojos de María',
  colour: '#2f5aa8',
  cover: rosaryCover,
  pages: [
    {
      title: 'Cómo rezar el Rosario',
      intro: 'El Rosario recorre la vida de Jesús en veinte misterios. Cada día se rezan cinco.',
      sections: [
        { heading: 'Al comenzar', text: 'Señal de la cruz, el Credo, un Padrenuestro, tres Avemarías (por la fe, la esperanza y la caridad) y un Gloria.' },
        { heading: 'En cada misterio', text: 'Se anuncia el misterio y se medita un momento. Luego se reza un Padrenuestro, diez Avemarías y un Gloria.' },
        { heading: 'Después del Gloria', text: '«Oh Jesús mío, perdona nuestros pecados, líbranos del fuego del infierno, lleva al cielo a todas las almas, especialmente a las más necesitadas de tu misericordia».' },
        { heading: 'Al terminar', text: 'La Salve y una oración por las intenciones del Papa.' },
      ],
    },
    {
      title: 'Misterios gozosos',
      intro: 'Lunes y sábado',
      sections: [
        { heading: '1. La Anunciación', text: 'María escucha al ángel y responde: «Hágase». Pidamos un corazón disponible a Dios.' },
        { heading: '2. La Visitación', text: 'María corre a servir a su prima Isabel. Pidamos el amor que se hace servicio.' },
        { heading: '3. El Nacimiento de Jesús', text: 'Dios se hace niño pobre en Belén. Pidamos sencillez y desprendimiento.' },
        { heading: '4. La Presentación en el Templo', text: 'María y José ofrecen a Jesús a Dios. Pidamos obediencia y fidelidad.' },
        { heading: '5. El Niño perdido y hallado en el Templo', text: 'Jesús se ocupa de las cosas de su Padre. Pidamos buscar siempre a Jesús.' },
      ],
    },
    {
      title: 'Misterios luminosos',
      intro: 'Jueves',
      sections: [
        { heading: '1. El Bautismo en el Jordán', text: 'El Padre dice: «Este es mi Hijo amado». Renovemos nuestras promesas bautismales.' },
        { heading: '2. Las bodas de Caná', text: '«Hagan lo que él les diga». Pidamos confianza en la intercesión de María.' },
        { heading: '3. El anuncio del Reino', text: 'Jesús llama a la conversión. Pidamos un corazón nuevo.' },
        { heading: '4. La Transfiguración', text: 'Los discípulos ven la gloria de Jesús. Pidamos escuchar su voz.' },
        { heading: '5. La institución de la Eucaristía', text: 'Jesús se queda con nosotros en el pan. Pidamos amor a la Misa.' },
      ],
    },
    {
      title: 'Misterios dolorosos',
      intro: 'Martes y viernes',
      sections: [
        { heading: '1. La oración en el huerto', text: 'Jesús ora: «Que no se haga mi voluntad, sino la tuya». Pidamos fortaleza en la prueba.' },
        { heading: '2. La flagelación', text: 'Jesús sufre en silencio por nosotros. Pidamos por los que sufren violencia.' },
        { heading: '3. La coronación de espinas', text: 'Se burlan del Rey humilde. Pidamos humildad.' },
        { heading: '4. Jesús con la cruz a cuestas', text: 'Jesús carga el peso de todos. Pidamos paciencia con nuestras cruces.' },
        { heading: '5. La crucifixión y muerte de Jesús', text: 'Jesús perdona y nos da a su Madre. Pidamos un corazón que sepa perdonar.' },
      ],
    },
    {
      title: 'Misterios gloriosos',
      intro: 'Miércoles y domingo',
      sections: [
        { heading: '1. La Resurrección', text: 'Jesús vence a la muerte. Pidamos una fe viva y alegre.' },
        { heading: '2. La Ascensión', text: 'Jesús sube al cielo y nos envía a la misión. Pidamos el deseo del cielo.' },
        { heading: '3. La venida del Espíritu Santo', text: 'Pentecostés llena de valor a los apóstoles. Pidamos los dones del Espíritu.' },
        { heading: '4. La Asunción de María', text: 'María es llevada al cielo en cuerpo y alma. Pidamos la gracia de una buena muerte.' },
        { heading: '5. La Coronación de María', text: 'María es Reina del cielo y de la tierra. Pidamos su protección de Madre.' },
      ],
    },
    {
      title: 'Oraciones del Rosario',
      sections: [
        { heading: 'Padrenuestro', text: 'Padre nuestro, que estás en el cielo, santificado sea tu Nombre; venga a nosotros tu reino; hágase tu voluntad en la tierra como en el cielo. Danos hoy nuestro pan de cada día; perdona nuestras ofensas, como también nosotros perdonamos a los que nos ofenden; no nos dejes caer en la tentación, y líbranos del mal. Amén.' },
        { heading: 'Avemaría', text: 'Dios te salve, María, llena eres de gracia, el Señor es contigo. Bendita tú eres entre todas las mujeres, y bendito es el fruto de tu vientre, Jesús. Santa María, Madre de Dios, ruega por nosotros, pecadores, ahora y en la hora de nuestra muerte. Amén.' },
        { heading: 'Gloria', text: 'Gloria al Padre, y al Hijo, y al Espíritu Santo. Como era en el principio, ahora y siempre, por los siglos de los siglos. Amén.' },
      ],
    },
    {
      title: 'La Salve',
      sections: [
        {
          text: 'Dios te salve, Reina y Madre de misericordia, vida, dulzura y esperanza nuestra; Dios te salve. A ti clamamos los desterrados hijos de Eva; a ti suspiramos, gimiendo y llorando en este valle de lágrimas. Ea, pues, Señora, abogada nuestra, vuelve a nosotros esos tus ojos misericordiosos; y después de este destierro muéstranos a Jesús, fruto bendito de tu vientre. ¡Oh clementísima, oh piadosa, oh dulce Virgen María!',
          response: 'Ruega por nosotros, santa Madre de Dios, para que seamos dignos de alcanzar las promesas de nuestro Señor Jesucristo. Amén.',
        },
      ],
      icon: (k, w, h) => plainBg(k, w, h, '#e3ebf8') + O.rosary(k, w / 2, h * 0.98, 1.25) + O.roses(k, w * 0.16, h * 0.7, 0.9) + O.roses(k, w * 0.84, h * 0.7, 0.9),
    },
  ],
};

const stations = (from: number, items: [string, string][]) =>
  items.map(([heading, text], i) => ({ heading: `${['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV'][from + i]}. ${heading}`, text }));

const viaCrucis: BookletContent = {
  folder: 'via-crucis',
  title: 'Vía Crucis',
  subtitle: 'Catorce estaciones con Jesús',
  colour: '#7a2433',
  cover: viaCrucisCover,
  pages: [
    {
      title: 'Para comenzar',
      intro: 'El Vía Crucis acompaña a Jesús en su camino hacia la cruz. Se reza sobre todo los viernes de Cuaresma, deteniéndose en cada estación.',
      sections: [
        { heading: 'Oración inicial', text: 'Señor Jesús, queremos caminar contigo. Danos un corazón atento a tu amor y a los que hoy cargan cruces pesadas. Amén.' },
        { heading: 'En cada estación', text: 'Quien guía anuncia la estación y dice:', response: 'V. Te adoramos, oh Cristo, y te bendecimos.\nR. Que por tu santa cruz redimiste al mundo.' },
        { heading: 'Después de meditar', text: 'Se reza un Padrenuestro, un Avemaría y un Gloria, y se avanza a la siguiente estación.' },
      ],
    },
    {
      title: 'Estaciones I a III',
      sections: stations(0, [
        ['Jesús es condenado a muerte', 'Pilato se lava las manos ante el Inocente. Señor, que nunca seamos indiferentes ante la injusticia.'],
        ['Jesús carga con la cruz', 'Jesús abraza el madero por amor a nosotros. Ayúdanos a llevar nuestras cruces con paciencia.'],
        ['Jesús cae por primera vez', 'El peso lo derriba, pero se levanta. Danos fuerza para volver a empezar después de cada caída.'],
      ]),
    },
    {
      title: 'Estaciones IV a VI',
      sections: stations(3, [
        ['Jesús encuentra a su Madre', 'Las miradas de María y Jesús se cruzan en silencio. Madre, acompáñanos en nuestros dolores.'],
        ['El Cirineo ayuda a Jesús', 'Simón, que volvía del campo, carga la cruz con Jesús. Que sepamos ayudar a quien ya no puede más.'],
        ['La Verónica enjuga el rostro de Jesús', 'Un gesto pequeño de valentía y ternura. Que descubramos tu rostro en los que sufren.'],
      ]),
    },
    {
      title: 'Estaciones VII a IX',
      sections: stations(6, [
        ['Jesús cae por segunda vez', 'El cansancio crece y Jesús vuelve a caer. Señor, sostén a los que se sienten sin fuerzas.'],
        ['Jesús consuela a las mujeres', 'Aun en su dolor, Jesús piensa en los demás. Enséñanos a olvidarnos de nosotros mismos.'],
        ['Jesús cae por tercera vez', 'Casi en la cima, cae otra vez. Que ninguna caída nos aparte de tu misericordia.'],
      ]),
    },
    {
      title: 'Estaciones X a XII',
      sections: stations(9, [
        ['Jesús es despojado de sus vestiduras', 'Le quitan todo, hasta su ropa. Señor, protege la dignidad de cada persona.'],
        ['Jesús es clavado en la cruz', 'Sus manos, que bendijeron y curaron, son clavadas. Perdónanos, Señor.'],
        ['Jesús muere en la cruz', '«Padre, en tus manos encomiendo mi espíritu». Guardamos un momento de silencio.'],
      ]),
    },
    {
      title: 'Estaciones XIII y XIV',
      sections: stations(12, [
        ['Jesús es bajado de la cruz', 'María recibe en sus brazos el cuerpo de su Hijo. Consuela, Señor, a las madres que lloran.'],
        ['Jesús es sepultado', 'El sepulcro no es el final. Esperamos con fe el domingo de la Resurrección.'],
      ]),
      icon: (k, w, h) => {
        const st = stage(k, w, h, { seed: 73, sky: 'dawn', sun: false, clouds: 1, ground: 0.9 });
        return st.bg + O.tomb(k, w * 0.5, st.gy + 2, 0.9 * st.s * 1.6);
      },
    },
    {
      title: 'Oración final',
      sections: [
        { text: 'Señor Jesús, que por amor cargaste con la cruz y diste tu vida por nosotros: gracias por tu entrega. Que este camino nos transforme. Haz que sepamos reconocerte en los que sufren, llevar con paciencia nuestras cruces y vivir como hijos de la Resurrección. Amén.' },
        { heading: 'La estación de la esperanza', text: 'Muchas comunidades añaden una estación más: Jesús resucita. La cruz no tiene la última palabra: el amor vence a la muerte.' },
      ],
      icon: (k, w, h) => plainBg(k, w, h, '#f8e6d2') + N.glory(k, w / 2, h * 0.5, h * 0.46) + O.cross(k, w / 2, h * 0.62, 1.1, P.gold),
    },
  ],
};

const dailyPrayers: BookletContent = {
  folder: 'oraciones',
  title: 'Oraciones de cada día',
  subtitle: 'Para rezar en casa y en la catequesis',
  colour: '#8a5a1e',
  cover: dailyPrayersCover,
  pages: [
    {
      title: 'Al despertar',
      sections: [
        { heading: 'Ofrecimiento del día', text: 'Señor, te ofrezco este nuevo día: mis pensamientos, mis palabras y mis obras, mis alegrías y mis penas. Que todo sea para tu gloria y para bien de los demás. Amén.' },
        { heading: 'Ángel de la guarda', text: 'Ángel de mi guarda, dulce compañía, no me desampares ni de noche ni de día. No me dejes solo, que me perdería. Amén.' },
      ],
      icon: (k, w, h) => plainBg(k, w, h, '#fdf0d5') + N.sun(k, w / 2, h * 0.62, h * 0.24) + N.hills(k, w, h, h * 0.78, P.hill, 4, 8),
    },
    {
      title: 'En la mesa',
      sections: [
        { heading: 'Antes de comer', text: 'Bendice, Señor, estos alimentos que vamos a tomar, bendice a quienes los prepararon, y da pan a quienes no lo tienen. Amén.' },
        { heading: 'Después de comer', text: 'Te damos gracias, Señor, por todos tus beneficios. Tú que vives y reinas por los siglos de los siglos. Amén.' },
      ],
      icon: (k, w, h) => plainBg(k, w, h, '#f7ead6') + O.bread(k, w * 0.32, h * 0.6, 1.3) + O.grapes(k, w * 0.66, h * 0.6, 1.2),
    },
    {
      title: 'El Credo',
      intro: 'Símbolo de los Apóstoles',
      sections: [
        {
          text: 'Creo en Dios, Padre todopoderoso, Creador del cielo y de la tierra. Creo en Jesucristo, su único Hijo, nuestro Señor, que fue concebido por obra y gracia del Espíritu Santo, nació de Santa María Virgen, padeció bajo el poder de Poncio Pilato, fue crucificado, muerto y sepultado, descendió a los infiernos, al tercer día resucitó de entre los muertos, subió a los cielos y está sentado a la derecha de Dios, Padre todopoderoso. Desde allí ha de venir a juzgar a vivos y muertos. Creo en el Espíritu Santo, la santa Iglesia católica, la comunión de los santos, el perdón de los pecados, la resurrección de la carne y la vida eterna. Amén.',
        },
      ],
    },
    {
      title: 'Pedir perdón',
      sections: [
        { heading: 'Acto de contrición', text: 'Jesús, mi Señor y Redentor, yo me arrepiento de todos los pecados que he cometido hasta hoy, y me pesa de todo corazón, porque con ellos he ofendido a un Dios tan bueno. Propongo firmemente no volver a pecar, y confío en que, por tu infinita misericordia, me has de conceder el perdón de mis culpas y me has de llevar a la vida eterna. Amén.' },
        { heading: 'Antes de confesarme', text: 'Me pregunto con calma: ¿cómo he tratado a Dios, a mi familia, a mis amigos y a mí mismo? Luego pido ayuda al Espíritu Santo para decir con sinceridad mis faltas.' },
      ],
    },
    {
      title: 'Por los demás',
      sections: [
        { heading: 'Por la familia', text: 'Señor, cuida a mi familia: a los que están cerca y a los que están lejos. Danos paciencia, unidad y alegría. Amén.' },
        { heading: 'Por los enfermos', text: 'Jesús, médico de cuerpos y almas, acompaña a los enfermos y a quienes los cuidan. Dales fortaleza y paz. Amén.' },
        { heading: 'Por los difuntos', text: 'Dales, Señor, el descanso eterno, y brille para ellos la luz perpetua. Descansen en paz. Amén.' },
      ],
    },
    {
      title: 'Antes de dormir',
      sections: [
        { heading: 'Examen breve', text: 'Repaso mi día con Jesús: ¿de qué doy gracias?, ¿a quién ayudé?, ¿de qué pido perdón? Le entrego lo que no salió bien.' },
        { heading: 'Oración de la noche', text: 'Gracias, Señor, por este día. Perdona mis faltas, cuida mi sueño y el de todos los que amo. En tus manos pongo mi vida. Amén.' },
      ],
      icon: (k, w, h) => {
        const st = stage(k, w, h, { place: 'night', seed: 74, ground: 0.86 });
        return st.bg + N.house(k, w * 0.5, st.gy + 2, 1.1 * st.s, P.wall, P.navy);
      },
    },
    {
      title: 'Oración a la Virgen',
      sections: [
        { heading: 'Bajo tu amparo', text: 'Bajo tu amparo nos acogemos, santa Madre de Dios; no desprecies las súplicas que te dirigimos en nuestras necesidades, antes bien, líbranos de todo peligro, oh Virgen gloriosa y bendita. Amén.' },
        { heading: 'Jaculatorias', text: 'Jesús, en ti confío. · Sagrado Corazón de Jesús, en vos confío. · Madre mía, ayúdame. · Ven, Espíritu Santo.' },
      ],
      icon: (k, w, h) => plainBg(k, w, h, '#e8eefa') + person(k, cast.mary('pray', { eyesClosed: true, halo: true }), w / 2, h * 0.98, h / 120) + N.star(k, w * 0.2, h * 0.3, 9, P.gold) + N.star(k, w * 0.8, h * 0.3, 9, P.gold),
    },
  ],
};

export const booklets = [rosary, viaCrucis, dailyPrayers];
