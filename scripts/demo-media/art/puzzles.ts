// Word searches and mazes for the activity pages and sheets. Both are generated from a seed, so a
// run of the script draws the same puzzles. They are small enough to write here: the packages that
// make them draw to a canvas or a terminal, not to the SVG these pages are made of.
import { seeded } from './ink';

const LETTERS = 'ABCDEFGHIJLMNOPRSTUVZ';

/** Upper case without accents, as word searches print their words. */
export function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-ZÑ]/g, '');
}

export interface WordSearch {
  grid: string[][];
  placed: { word: string; row: number; col: number; dr: number; dc: number }[];
}

/** Places every word (across, down or diagonally down-right; backwards too when `backwards`) and fills the rest. */
export function makeWordSearch(words: readonly string[], size: number, seed: number, backwards = false): WordSearch {
  const directions = [
    [0, 1],
    [1, 0],
    [1, 1],
    ...(backwards ? [[0, -1], [-1, 0], [1, -1]] : []),
  ];
  for (let attempt = 0; attempt < 200; attempt++) {
    const rnd = seeded(seed + attempt * 7919);
    const grid: string[][] = Array.from({ length: size }, () => Array<string>(size).fill(''));
    const placed: WordSearch['placed'] = [];
    const sorted = [...words].map(plain).sort((a, b) => b.length - a.length);
    let ok = true;
    for (const word of sorted) {
      if (word.length > size) throw new Error(`"${word}" does not fit a ${size}×${size} word search`);
      let done = false;
      for (let tries = 0; tries < 300 && !done; tries++) {
        const [dr, dc] = directions[Math.floor(rnd() * directions.length)];
        const row = Math.floor(rnd() * size);
        const col = Math.floor(rnd() * size);
        const endR = row + dr * (word.length - 1);
        const endC = col + dc * (word.length - 1);
        if (endR < 0 || endR >= size || endC < 0 || endC >= size) continue;
        let fits = true;
        for (let i = 0; i < word.length; i++) {
          const cell = grid[row + dr * i][col + dc * i];
          if (cell && cell !== word[i]) fits = false;
        }
        if (!fits) continue;
        for (let i = 0; i < word.length; i++) grid[row + dr * i][col + dc * i] = word[i];
        placed.push({ word, row, col, dr, dc });
        done = true;
      }
      if (!done) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    for (const row of grid) for (let c = 0; c < size; c++) if (!row[c]) row[c] = LETTERS[Math.floor(rnd() * LETTERS.length)];
    return { grid, placed };
  }
  throw new Error(`could not place ${words.join(', ')} in ${size}×${size}`);
}

export function wordSearchSvg(search: WordSearch, cell: number, colour: string): string {
  const size = search.grid.length;
  const letters = search.grid
    .flatMap((row, r) =>
      row.map(
        (letter, c) =>
          `<text x="${c * cell + cell / 2}" y="${r * cell + cell * 0.7}" text-anchor="middle" font-family="Nunito" font-weight="700" font-size="${cell * 0.58}" fill="#222">${letter}</text>`,
      ),
    )
    .join('');
  const lines = Array.from({ length: size + 1 }, (_, i) =>
    `<path d="M ${i * cell} 0 L ${i * cell} ${size * cell} M 0 ${i * cell} L ${size * cell} ${i * cell}" stroke="${colour}" stroke-width="1" opacity="0.45"/>`,
  ).join('');
  return `<rect width="${size * cell}" height="${size * cell}" rx="6" fill="#fff" stroke="${colour}" stroke-width="3"/>${lines}${letters}`;
}

export interface Maze {
  cols: number;
  rows: number;
  /** For each cell, the open sides: 1 north, 2 east, 4 south, 8 west. */
  open: number[][];
}

/** A perfect maze (one path between any two cells) by a depth-first walk from the top-left cell. */
export function makeMaze(cols: number, rows: number, seed: number): Maze {
  const rnd = seeded(seed);
  const open = Array.from({ length: rows }, () => Array<number>(cols).fill(0));
  const seen = Array.from({ length: rows }, () => Array<boolean>(cols).fill(false));
  const stack: [number, number][] = [[0, 0]];
  seen[0][0] = true;
  const moves: [number, number, number, number][] = [
    [-1, 0, 1, 4],
    [0, 1, 2, 8],
    [1, 0, 4, 1],
    [0, -1, 8, 2],
  ];
  while (stack.length) {
    const [r, c] = stack[stack.length - 1];
    const next = moves.filter(([dr, dc]) => {
      const nr = r + dr;
      const nc = c + dc;
      return nr >= 0 && nr < rows && nc >= 0 && nc < cols && !seen[nr][nc];
    });
    if (!next.length) {
      stack.pop();
      continue;
    }
    const [dr, dc, side, back] = next[Math.floor(rnd() * next.length)];
    open[r][c] |= side;
    open[r + dr][c + dc] |= back;
    seen[r + dr][c + dc] = true;
    stack.push([r + dr, c + dc]);
  }
  return { cols, rows, open };
}

/** The maze's walls; the entrance is the top-left cell's west side, the exit the bottom-right cell's east side. */
export function mazeSvg(maze: Maze, cell: number, colour: string, width = 4): string {
  const segments: string[] = [];
  for (let r = 0; r < maze.rows; r++) {
    for (let c = 0; c < maze.cols; c++) {
      const x = c * cell;
      const y = r * cell;
      const o = maze.open[r][c];
      if (r === 0 && !(o & 1)) segments.push(`M ${x} ${y} L ${x + cell} ${y}`);
      if (c === 0 && !(o & 8) && r !== 0) segments.push(`M ${x} ${y} L ${x} ${y + cell}`);
      if (!(o & 4)) segments.push(`M ${x} ${y + cell} L ${x + cell} ${y + cell}`);
      if (!(o & 2) && !(r === maze.rows - 1 && c === maze.cols - 1)) segments.push(`M ${x + cell} ${y} L ${x + cell} ${y + cell}`);
    }
  }
  return `<path d="${segments.join(' ')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}
