import { safeReturnPath, signInPathReturningTo } from './return-path';

describe('return path after signing in', () => {
  it('round-trips a path of the site with its query', () => {
    const link = signInPathReturningTo('/conferencias?video=abc-123');
    expect(link).toBe('/IniciarSesion?volver=%2Fconferencias%3Fvideo%3Dabc-123');
    const value = new URLSearchParams(link.split('?')[1]).get('volver');
    expect(safeReturnPath(value)).toBe('/conferencias?video=abc-123');
  });

  it('ignores anything that would leave the site or loop back to the sign-in screen', () => {
    for (const value of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'galeria', '', null, undefined, '/ x', '/IniciarSesion?volver=/x', '/iniciarsesion']) {
      expect(safeReturnPath(value)).toBeNull();
    }
    expect(safeReturnPath('/galeria?imagen=i1#top')).toBe('/galeria?imagen=i1#top');
  });
});
