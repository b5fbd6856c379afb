import { canUploadPages, checkBookName, isBookNameTaken, validateBookForm } from './validation';

const file = (name: string, type: string) => new File(['x'], name, { type });
const books = [
  { id: 'b1', pagesFolder: 'Primaria Uno' },
  { id: 'b2', pagesFolder: 'Secundaria' },
];

describe('book rules (spec section 5)', () => {
  it('a name equal to an existing pagesFolder is taken (trimmed, any case), except the book itself', () => {
    expect(isBookNameTaken('Secundaria', books)).toBe(true);
    expect(isBookNameTaken('  primaria uno ', books)).toBe(true);
    expect(isBookNameTaken('Primaria Dos', books)).toBe(false);
    expect(isBookNameTaken('Secundaria', books, 'b2')).toBe(false);
  });

  it('names blank, with slashes, or "portadas" are refused', () => {
    expect(checkBookName('   ', books)).toBe('errors.bookNameRequired');
    expect(checkBookName('a/b', books)).toBe('errors.bookNameSlash');
    expect(checkBookName('Portadas', books)).toBe('errors.bookNameReserved');
    expect(checkBookName('Secundaria', books)).toBe('errors.bookNameTaken');
    expect(checkBookName('Preescolar 1', books)).toBeNull();
  });

  it('page upload stays disabled until a cover is chosen and the name is unique', () => {
    expect(canUploadPages('Nuevo', false, books)).toBe(false);
    expect(canUploadPages('Secundaria', true, books)).toBe(false);
    expect(canUploadPages('', true, books)).toBe(false);
    expect(canUploadPages('Nuevo', true, books)).toBe(true);
  });

  it('create needs name, cover and pages; edit needs neither cover nor pages', () => {
    const cover = file('c.jpg', 'image/jpeg');
    const page = file('1.jpg', 'image/jpeg');
    expect(validateBookForm({ name: 'Nuevo', price: '', cover: null, pages: [page] }, books)).toEqual({
      ok: false,
      error: 'errors.coverRequired',
    });
    expect(validateBookForm({ name: 'Nuevo', price: '', cover, pages: [] }, books)).toEqual({
      ok: false,
      error: 'errors.pagesRequired',
    });
    expect(validateBookForm({ name: 'Secundaria', price: '', cover, pages: [page] }, books)).toEqual({
      ok: false,
      error: 'errors.bookNameTaken',
    });
    expect(validateBookForm({ name: ' Nuevo ', price: '10.5', cover, pages: [page] }, books)).toEqual({
      ok: true,
      value: { name: 'Nuevo', price: 10.5 },
    });
    expect(validateBookForm({ name: 'Secundaria', price: '', cover: null, pages: [] }, books, { id: 'b2' }).ok).toBe(true);
    expect(validateBookForm({ name: 'X', price: 'gratis', cover, pages: [page] }, books)).toEqual({
      ok: false,
      error: 'errors.priceInvalid',
    });
  });
});
