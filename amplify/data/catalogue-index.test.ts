import { describe, expect, it } from 'vitest';
import { IMAGE_FEED, imageTagEntries, parseTags, planImageChange, planIndexRepair, repairSize, tagKey, type IndexedImage } from './catalogue-index';

const image = (id: string, etiquetas: string, extra: Partial<IndexedImage> = {}): IndexedImage & { catalogo: string } => ({
  id,
  filePath: `galeria/public/${id}.jpg`,
  etiquetas,
  isPublica: true,
  costo: 0,
  title: null,
  createdAt: `2026-01-0${id.length}T00:00:00.000Z`,
  catalogo: IMAGE_FEED,
  ...extra,
});

describe('the gallery index', () => {
  it('keys a tag by its trimmed lower-case spelling and keeps the first spelling of duplicates', () => {
    expect(tagKey(' Niños ')).toBe('niños');
    expect(parseTags('Niños, niños ,Fe,,')).toEqual(['Niños', 'Fe']);
  });

  it('gives an image one entry per distinct tag, with what its card shows', () => {
    const entries = imageTagEntries(image('a', 'Fe, fe, Niños', { title: 'Cruz' }));
    expect(entries.map((e) => e.etiqueta)).toEqual(['fe', 'niños']);
    expect(entries[0]).toMatchObject({ imagenId: 'a', etiquetas: 'Fe, fe, Niños', title: 'Cruz', imagenCreatedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('plans the writes of a create, a change of tags and title, and a delete', () => {
    const created = planImageChange(null, image('a', 'Fe, Niños'));
    expect(created.create.map((e) => e.etiqueta)).toEqual(['fe', 'niños']);
    expect(created.addedTags.map((t) => t.nombre)).toEqual(['Fe', 'Niños']);
    expect(created.delete).toEqual([]);

    const changed = planImageChange(image('a', 'Fe, Niños'), image('a', 'fe, Adultos', { title: 'Nuevo' }));
    expect(changed.create.map((e) => e.etiqueta)).toEqual(['adultos']);
    expect(changed.update.map((e) => [e.etiqueta, e.title, e.etiquetas])).toEqual([['fe', 'Nuevo', 'fe, Adultos']]);
    expect(changed.delete.map((e) => e.etiqueta)).toEqual(['niños']);
    expect(changed.removedTags).toEqual(['niños']);
    expect(changed.addedTags.map((t) => t.clave)).toEqual(['adultos']);

    const unchanged = planImageChange(image('a', 'Fe'), image('a', 'Fe'));
    expect(unchanged.create.length + unchanged.update.length + unchanged.delete.length).toBe(0);

    const deleted = planImageChange(image('a', 'Fe, Niños'), null);
    expect(deleted.delete.map((e) => e.etiqueta)).toEqual(['fe', 'niños']);
    expect(deleted.removedTags).toEqual(['fe', 'niños']);
  });

  it('repairs entries and tags that drifted from the images, and nothing when they agree', () => {
    const images = [image('a', 'Fe, Niños'), image('bb', 'Fe', { catalogo: undefined as unknown as string })];
    const right = images.flatMap(imageTagEntries);
    const tags = [
      { kind: 'IMAGEN', clave: 'fe', nombre: 'Fe' },
      { kind: 'IMAGEN', clave: 'niños', nombre: 'Niños' },
    ];
    const agreeing = planIndexRepair([image('a', 'Fe, Niños'), image('bb', 'Fe')], right, tags);
    expect(repairSize(agreeing)).toBe(0);

    const stale = { ...right[0], title: 'viejo' };
    const orphan = { ...right[0], imagenId: 'gone' };
    const repair = planIndexRepair(images, [stale, orphan, right[2]], [...tags.slice(0, 1), { kind: 'IMAGEN', clave: 'viejo', nombre: 'Viejo' }, { kind: 'CONFERENCIA', clave: 'x', nombre: 'X' }]);
    expect(repair.feed).toEqual(['bb']);
    expect(repair.createEntries.map((e) => [e.etiqueta, e.imagenId])).toEqual([['niños', 'a']]);
    expect(repair.updateEntries.map((e) => [e.etiqueta, e.imagenId, e.title])).toEqual([['fe', 'a', null]]);
    expect(repair.deleteEntries).toEqual([{ etiqueta: 'fe', imagenId: 'gone' }]);
    expect(repair.createTags.map((t) => t.clave)).toEqual(['niños']);
    expect(repair.deleteTags).toEqual([{ kind: 'IMAGEN', clave: 'viejo' }]);
    expect(repairSize(repair)).toBe(6);
  });
});
