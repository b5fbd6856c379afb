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
