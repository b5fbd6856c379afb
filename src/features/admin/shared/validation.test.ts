import {
  canUploadPages,
  checkBookName,
  isBookNameTaken,
  normalizeTags,
  paginate,
  parsePaidCost,
  validateBooklet,
  validateBookForm,
  validateContactInfo,
  validateGalleryForm,
  validateGrant,
  validateMessage,
  validateVideoForm,
} from './validation';

const file = (name: string, type: string) => new File(['x'], name, { type });
const video = file('clase.mp4', 'video/mp4');
const thumb = file('clase.png', 'image/png');
const books = [
  { id: 'b1', pagesFolder: 'Primaria Uno' },
  { id: 'b2', pagesFolder: 'Secundaria' },
];

describe('video form (spec section 5)', () => {
  const base = { title: 'Clase 1', description: 'Intro', tags: 'fe, Fe ,  ,biblia', isFree: true, cost: '', videoFile: video, thumbnailFile: thumb };

  it('requires title, description, video and thumbnail on create', () => {
    for (const missing of [{ title: ' ' }, { description: '' }, { videoFile: null }, { thumbnailFile: null }]) {
      expect(validateVideoForm({ ...base, ...missing }, 'create')).toEqual({ ok: false, error: 'errors.requiredFields' });
    }
  });

  it('keeps stored files on edit, still needs title and description', () => {
    expect(validateVideoForm({ ...base, videoFile: null, thumbnailFile: null }, 'edit').ok).toBe(true);
    expect(validateVideoForm({ ...base, title: '', videoFile: null, thumbnailFile: null }, 'edit')).toEqual({
      ok: false,
      error: 'errors.requiredFields',
    });
  });

  it('sets cost 0 when public, whatever was typed', () => {
    const result = validateVideoForm({ ...base, cost: '25' }, 'create');
    expect(result).toEqual({
      ok: true,
      value: { title: 'Clase 1', description: 'Intro', tags: 'fe,biblia', isFree: true, cost: 0 },
    });
  });

  it('needs a cost of at least 0.01 in steps of 0.01 when private', () => {
    const priv = { ...base, isFree: false };
    expect(validateVideoForm({ ...priv, cost: '' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateVideoForm({ ...priv, cost: '0' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateVideoForm({ ...priv, cost: '1.005' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateVideoForm({ ...priv, cost: '-3' }, 'create')).toEqual({ ok: false, error: 'errors.costInvalid' });
    const okResult = validateVideoForm({ ...priv, cost: '0.01' }, 'create');
    expect(okResult.ok && okResult.value.cost).toBe(0.01);
  });

  it('refuses a video picker that holds something else', () => {
    expect(validateVideoForm({ ...base, videoFile: thumb }, 'create')).toEqual({ ok: false, error: 'errors.videoType' });
    expect(validateVideoForm({ ...base, thumbnailFile: video }, 'create')).toEqual({ ok: false, error: 'errors.imageType' });
  });
});

describe('cost and tags', () => {
  it('parses paid costs', () => {
    expect(parsePaidCost('12.5')).toBe(12.5);
    expect(parsePaidCost('3,25')).toBe(3.25);
    expect(parsePaidCost('abc')).toBeNull();
    expect(parsePaidCost('0.00')).toBeNull();
  });
  it('normalizes tags without repeats or blanks', () => {
    expect(normalizeTags(' Oración, oración,,  Misa ')).toBe('Oración,Misa');
    expect(normalizeTags('')).toBe('');
  });
});

describe('gallery form', () => {
  it('asks for a file first', () => {
    expect(validateGalleryForm({ file: null, tags: 'x', isPublic: true, cost: '' })).toEqual({
      ok: false,
      error: 'errors.fileRequired',
    });
  });
  it('public images cost 0, private ones need a cost', () => {
    const img = file('a.jpg', 'image/jpeg');
    expect(validateGalleryForm({ file: img, tags: 'a', isPublic: true, cost: '9' })).toEqual({
      ok: true,
      value: { tags: 'a', isPublic: true, cost: 0 },
    });
    expect(validateGalleryForm({ file: img, tags: 'a', isPublic: false, cost: '' })).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateGalleryForm({ file: img, tags: 'a', isPublic: false, cost: '5' })).toEqual({
      ok: true,
      value: { tags: 'a', isPublic: false, cost: 5 },
    });
  });
});

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

describe('booklet, contact, message, grant', () => {
  it('refuses an empty booklet name or folder, and folders with slashes', () => {
    expect(validateBooklet({ name: '', pagesFolder: 'x' })).toEqual({ ok: false, error: 'errors.bookletRequired' });
    expect(validateBooklet({ name: 'x', pagesFolder: '  ' })).toEqual({ ok: false, error: 'errors.bookletRequired' });
    expect(validateBooklet({ name: 'x', pagesFolder: 'a/b' })).toEqual({ ok: false, error: 'errors.bookletFolderSlash' });
    expect(validateBooklet({ name: ' Rosario ', pagesFolder: 'rosario/' })).toEqual({
      ok: true,
      value: { name: 'Rosario', pagesFolder: 'rosario' },
    });
  });

  it('checks latitude and longitude as numbers in range', () => {
    const base = { address: 'Calle 1', phone: '555', email: 'a@b.mx', lat: '19.43', lng: '-99.13' };
    expect(validateContactInfo(base)).toEqual({
      ok: true,
      value: { address: 'Calle 1', phone: '555', email: 'a@b.mx', lat: 19.43, lng: -99.13 },
    });
    expect(validateContactInfo({ ...base, lat: '91' })).toEqual({ ok: false, error: 'errors.latInvalid' });
    expect(validateContactInfo({ ...base, lat: 'norte' })).toEqual({ ok: false, error: 'errors.latInvalid' });
    expect(validateContactInfo({ ...base, lng: '-180.5' })).toEqual({ ok: false, error: 'errors.lngInvalid' });
    expect(validateContactInfo({ ...base, lng: '180' }).ok).toBe(true);
    expect(validateContactInfo({ ...base, email: 'no-es-correo' })).toEqual({ ok: false, error: 'errors.emailInvalid' });
    expect(validateContactInfo({ ...base, address: ' ' })).toEqual({ ok: false, error: 'errors.requiredFields' });
  });

  it('message and grant', () => {
    expect(validateMessage({ quote: ' ', author: 'x' })).toEqual({ ok: false, error: 'errors.messageRequired' });
    expect(validateMessage({ quote: ' Fe ', author: ' San Juan ' })).toEqual({ ok: true, value: { quote: 'Fe', author: 'San Juan' } });
    expect(validateGrant({ email: 'Ana@Correo.mx ', id: 'i1' })).toEqual({ ok: true, value: { email: 'ana@correo.mx', id: 'i1' } });
    expect(validateGrant({ email: 'ana', id: 'i1' })).toEqual({ ok: false, error: 'errors.emailInvalid' });
    expect(validateGrant({ email: 'ana@correo.mx', id: '' })).toEqual({ ok: false, error: 'errors.grantItemRequired' });
  });
});

describe('pagination', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);
  it('slices pages of the given size', () => {
    expect(paginate(items, 1, 5)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(paginate(items, 3, 5)).toEqual({ items: [11, 12], page: 3, pageCount: 3, hasPrevious: true, hasNext: false });
  });
  it('clamps pages out of range (after deleting the last item of the last page)', () => {
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate(items, 0, 5).page).toBe(1);
    expect(paginate([], 2, 5)).toEqual({ items: [], page: 1, pageCount: 1, hasPrevious: false, hasNext: false });
  });
});
