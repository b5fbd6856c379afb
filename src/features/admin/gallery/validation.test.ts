import { normalizeTitle, validateGalleryForm } from './validation';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('gallery form', () => {
  it('asks for a file first', () => {
    expect(validateGalleryForm({ files: [], tags: 'x', isPublic: true, cost: '' })).toEqual({
      ok: false,
      error: 'errors.fileRequired',
    });
  });
  it('takes only images, one or several', () => {
    expect(validateGalleryForm({ files: [file('a.jpg', 'image/jpeg'), file('b.pdf', 'application/pdf')], tags: '', isPublic: true, cost: '' })).toEqual({
      ok: false,
      error: 'errors.imageType',
    });
  });
  it('public images cost 0, private ones need a cost', () => {
    const img = file('a.jpg', 'image/jpeg');
    expect(validateGalleryForm({ files: [img], tags: 'a', isPublic: true, cost: '9' })).toEqual({
      ok: true,
      value: { tags: 'a', isPublic: true, cost: 0 },
    });
    expect(validateGalleryForm({ files: [img], tags: 'a', isPublic: false, cost: '' })).toEqual({ ok: false, error: 'errors.costInvalid' });
    expect(validateGalleryForm({ files: [img, img], tags: 'a, b,a', isPublic: false, cost: '5' })).toEqual({
      ok: true,
      value: { tags: 'a,b', isPublic: false, cost: 5 },
    });
  });
  it('keeps a title tidy, and a blank one as none', () => {
    expect(normalizeTitle('  La   oración ')).toBe('La oración');
    expect(normalizeTitle('   ')).toBeNull();
  });
});
