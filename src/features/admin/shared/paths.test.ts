import { isBannerImagePath, movedVideoPath, pageFileName, safeFileName, sortByNaturalName, uniqueFileName } from './paths';

describe('storage paths', () => {
  it('makes file names safe for keys', () => {
    expect(safeFileName('Canción de cuna 1.MP4')).toBe('Cancion-de-cuna-1.MP4');
    expect(safeFileName('../../etc/passwd')).toBe('etcpasswd');
    expect(safeFileName('???')).toBe('archivo');
  });
  it('prefixes uploads so equal names do not collide', () => {
    expect(uniqueFileName('a.jpg', 1, 0.5)).not.toBe(uniqueFileName('a.jpg', 2, 0.5));
    expect(uniqueFileName('a b.jpg', 0, 0)).toMatch(/^[0-9a-z]+-a-b\.jpg$/);
  });
  it('moves a video between publico and privado keeping its file name', () => {
    expect(movedVideoPath('conferencias/publico/x-clase.mp4', false)).toBe('conferencias/privado/x-clase.mp4');
    expect(movedVideoPath('conferencias/privado/x-clase.mp4', true)).toBe('conferencias/publico/x-clase.mp4');
  });
  it('numbers pages so that key order is reading order', () => {
    const names = Array.from({ length: 100 }, (_, i) => pageFileName(i, 100, `p${i + 1}.jpg`));
    expect([...names].sort()).toEqual(names);
    expect(names[0]).toBe('001-p1.jpg');
    expect(pageFileName(1233, 1500, 'x.png')).toBe('1234-x.png');
  });
  it('sorts chosen files naturally', () => {
    const files = ['10.jpg', '2.jpg', '1.jpg'].map((name) => ({ name }));
    expect(sortByNaturalName(files).map((f) => f.name)).toEqual(['1.jpg', '2.jpg', '10.jpg']);
  });
  it('recognizes the banner image types', () => {
    expect(isBannerImagePath('Banner/a.JPG')).toBe(true);
    expect(isBannerImagePath('Banner/a.webp')).toBe(false);
  });
});
