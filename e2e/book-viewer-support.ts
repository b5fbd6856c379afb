/**
 * The viewer's counter when page n (1-based) is on view: 'Página n de N' with one page shown,
 * 'Páginas a y b de N' for a two-page spread that holds n (a wide window shows spreads).
 */
export function counterShowing(n: number): RegExp {
  return new RegExp(`^(Página ${n}|Páginas (${n} y ${n + 1}|${n - 1} y ${n})) de \\d+$`);
}
