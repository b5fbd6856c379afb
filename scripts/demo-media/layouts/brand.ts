// The ministry's mark (an open book with a cross, as in public/favicon.svg) and colours, shared by
// every cover, sheet, video frame and icon so the catalogue reads as one publisher's.

export const BRAND = {
  name: 'Educando en la Fe',
  primary: '#6b2d5c',
  primaryDark: '#4f1f44',
  accent: '#c28b2c',
  paper: '#faf8f4',
  ink: '#2b2430',
};

export interface ShelfTheme {
  label: string;
  colour: string;
  dark: string;
  light: string;
  /** Size of the reading text in CSS pixels on a 600 px page (larger for the youngest readers). */
  text: number;
}

/** One colour per shelf of the Virtual Library: the badge and page accents of its books. */
export const SHELVES: Record<'Preescolar' | 'Primaria' | 'Secundaria' | 'Otros', ShelfTheme> = {
  Preescolar: { label: 'Preescolar', colour: '#e8663d', dark: '#b8461f', light: '#fde9dc', text: 25 },
  Primaria: { label: 'Primaria', colour: '#2f7fc1', dark: '#1f5d92', light: '#e2eef9', text: 21.5 },
  Secundaria: { label: 'Secundaria', colour: '#7a3b8f', dark: '#5a2a6b', light: '#f1e5f5', text: 20.5 },
  Otros: { label: 'Familias y catequistas', colour: '#3f8f5a', dark: '#2b6a41', light: '#e2f2e6', text: 20.5 },
};

/** The mark in a size × size box; `plain` leaves out the rounded square behind it. */
export function mark(size: number, plain = false, colour = BRAND.primary): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true">
    ${plain ? '' : `<rect width="64" height="64" rx="14" fill="${colour}"/>`}
    <path d="M32 18 C26 14 17 13 10 15 L10 48 C17 46 26 47 32 51 C38 47 47 46 54 48 L54 15 C47 13 38 14 32 18 Z" fill="#fbf7ef"/>
    <line x1="32" y1="18" x2="32" y2="51" stroke="${colour}" stroke-width="3"/>
    <path d="M40 24 v14 M35 29 h10" stroke="${BRAND.accent}" stroke-width="3" stroke-linecap="round"/>
  </svg>`;
}
