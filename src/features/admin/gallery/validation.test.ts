import { validateGalleryForm } from './validation';

const file = (name: string, type: string) => new File(['x'], name, { type });

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
