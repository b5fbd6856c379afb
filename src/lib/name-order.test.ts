import { inNameOrder } from './name-order';

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

describe('inNameOrder', () => {
  it('orders as the Spanish numeric collator does', () => {
    const names = [
      'libros/paginas/Mi libro/p10.webp',
      'libros/paginas/Mi libro/p2.webp',
      'libros/paginas/Mi libro/p1.webp',
      'Devocionario de Adviento',
      'devocionario de cuaresma',
      'Ángelus',
      'Ñu',
      'Nube',
      'Éxodo 3',
      'Éxodo 20',
      'año 2000',
      'Año 1999',
    ];
    expect(inNameOrder(names, (name) => name)).toEqual([...names].sort(collator.compare));
  });

  it('orders names longer than the book index keeps of a name (400 characters) as well', () => {
    const folder = `libros/paginas/${'Un libro de nombre muy largo '.repeat(20)}/`;
    const paths = [`${folder}p10.webp`, `${folder}p2.webp`, `${folder}p1.webp`];
    expect(inNameOrder(paths, (path) => path)).toEqual([`${folder}p1.webp`, `${folder}p2.webp`, `${folder}p10.webp`]);
  });

  it('keeps the order of names that tie (case and accents aside)', () => {
    const items = [
      { id: 1, name: 'Oración' },
      { id: 2, name: 'oracion' },
      { id: 3, name: 'ORACIÓN' },
      { id: 4, name: 'Amor' },
    ];
    expect(inNameOrder(items, (item) => item.name).map((item) => item.id)).toEqual([4, 1, 2, 3]);
  });
});
