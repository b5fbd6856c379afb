// The shape of the demo catalogue's texts: what each page of a book, booklet or activity sheet says
// and which drawing goes with it.
import type { Art } from '../art/scenes';

export type Activity =
  /** A drawing in line art, to colour in. */
  | { type: 'colour'; art: Art }
  | { type: 'wordsearch'; words: string[]; size: number; seed: number; backwards?: boolean }
  | { type: 'maze'; cols: number; rows: number; seed: number; start: Art; end: Art; startLabel: string; endLabel: string }
  /** An empty frame to draw in, with writing lines under it. */
  | { type: 'draw'; lines?: number }
  /** Questions, each followed by writing lines. */
  | { type: 'questions'; questions: string[]; lines?: number }
  /** A tree with empty leaves to write on. */
  | { type: 'tree'; leaves: number }
  /** Events to place on a line of years. */
  | { type: 'timeline'; events: { year: string; text: string }[] }
  /** A form to fill in: label and lines. */
  | { type: 'form'; fields: { label: string; lines: number }[] };

export type BookPage =
  | { kind: 'story'; title: string; text: string; art: Art; quote?: string }
  | { kind: 'list'; title: string; intro?: string; items: string[]; numbered?: boolean; start?: number; art?: Art }
  | { kind: 'prayer'; title: string; text: string; icon?: Art; note?: string }
  | { kind: 'activity'; title: string; instructions: string; activity: Activity };

export interface BookContent {
  /** File names: libro-{slug}-portada.jpg, libro-{slug}-pagina-N.jpg. */
  slug: string;
  /** The title on the cover (the shelf is on its badge). */
  title: string;
  subtitle: string;
  /** Main colour of the cover. */
  colour: string;
  cover: Art;
  pages: BookPage[];
}

export interface BookletSection {
  heading?: string;
  text: string;
  /** A response or refrain, set apart (Te adoramos, oh Cristo...). */
  response?: string;
}

export interface BookletPage {
  title: string;
  intro?: string;
  sections: BookletSection[];
  icon?: Art;
}

export interface BookletContent {
  /** Devocionario.pagesFolder and the file names devocionario-{folder}-N.jpg. */
  folder: string;
  title: string;
  subtitle: string;
  colour: string;
  cover: Art;
  pages: BookletPage[];
}
