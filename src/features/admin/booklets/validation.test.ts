import { validateBooklet } from './validation';

describe('booklet form', () => {
  it('refuses an empty booklet name or folder, and folders with slashes', () => {
    expect(validateBooklet({ name: '', pagesFolder: 'x' })).toEqual({ ok: false, error: 'errors.bookletRequired' });
    expect(validateBooklet({ name: 'x', pagesFolder: '  ' })).toEqual({ ok: false, error: 'errors.bookletRequired' });
    expect(validateBooklet({ name: 'x', pagesFolder: 'a/b' })).toEqual({ ok: false, error: 'errors.bookletFolderSlash' });
    expect(validateBooklet({ name: ' Rosario ', pagesFolder: 'rosario/' })).toEqual({
      ok: true,
      value: { name: 'Rosario', pagesFolder: 'rosario' },
    });
  });
});
