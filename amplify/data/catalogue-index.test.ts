import { describe, expect, it } from 'vitest';
import {
  IMAGE_FEED,
  VIDEO_FEED,
  imageIndex,
  parseTags,
  planChange,
  planIndexRepair,
  repairSize,
  tagEntries,
  imageTagEntries,
  tagKey,
  videoIndex,
  type IndexedImage,
} from './catalogue-index';

const image = (id: string, etiquetas: string, extra: Partial<IndexedImage> = {}): IndexedImage => ({
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
    expect(entries[0]).toMatchObject({
      imagenId: 'a',
      etiquetas: 'Fe, fe, Niños',
      title: 'Cruz',
      imagenCreatedAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('plans the writes of a create, a change of tags and title, and a delete', () => {
    const created = planChange(imageIndex, null, image('a', 'Fe, Niños'));
    expect(created.create.map((e) => e.etiqueta)).toEqual(['fe', 'niños']);
    expect(created.addedTags.map((t) => t.nombre)).toEqual(['Fe', 'Niños']);
    expect(created.delete).toEqual([]);

    const changed = planChange(imageIndex, image('a', 'Fe, Niños'), image('a', 'fe, Adultos', { title: 'Nuevo' }));
    expect(changed.create.map((e) => e.etiqueta)).toEqual(['adultos']);
    expect(changed.update.map((e) => [e.etiqueta, e.title, e.etiquetas])).toEqual([['fe', 'Nuevo', 'fe, Adultos']]);
    expect(changed.delete.map((e) => e.etiqueta)).toEqual(['niños']);
    expect(changed.removedTags).toEqual(['niños']);
    expect(changed.addedTags.map((t) => t.clave)).toEqual(['adultos']);

    const unchanged = planChange(imageIndex, image('a', 'Fe'), image('a', 'Fe'));
    expect(unchanged.create.length + unchanged.update.length + unchanged.delete.length).toBe(0);

    const deleted = planChange(imageIndex, image('a', 'Fe, Niños'), null);
    expect(deleted.delete.map((e) => e.etiqueta)).toEqual(['fe', 'niños']);
    expect(deleted.removedTags).toEqual(['fe', 'niños']);
  });

  it('repairs entries and tags that drifted from the images, and nothing when they agree', () => {
    const images = [image('a', 'Fe, Niños'), image('bb', 'Fe', { catalogo: null })];
    const right = images.flatMap(imageTagEntries);
    const tags = [
      { kind: 'IMAGEN', clave: 'fe', nombre: 'Fe' },
      { kind: 'IMAGEN', clave: 'niños', nombre: 'Niños' },
    ];
    const agreeing = planIndexRepair(imageIndex, [image('a', 'Fe, Niños'), image('bb', 'Fe')], right, tags);
    expect(repairSize(agreeing)).toBe(0);

    const stale = { ...right[0], title: 'viejo' };
    const orphan = { ...right[0], imagenId: 'gone' };
    const repair = planIndexRepair(
      imageIndex,
      images,
      [stale, orphan, right[2]],
      [...tags.slice(0, 1), { kind: 'IMAGEN', clave: 'viejo', nombre: 'Viejo' }, { kind: 'CONFERENCIA', clave: 'x', nombre: 'X' }],
    );
    expect(repair.feed).toEqual([{ item: images[1], fix: { catalogo: IMAGE_FEED } }]);
    expect(repair.createEntries.map((e) => [e.etiqueta, e.imagenId])).toEqual([['niños', 'a']]);
    expect(repair.updateEntries.map((e) => [e.etiqueta, e.imagenId, e.title])).toEqual([['fe', 'a', null]]);
    expect(repair.deleteEntries.map((e) => [e.etiqueta, e.imagenId])).toEqual([['fe', 'gone']]);
    expect(repair.createTags.map((t) => t.clave)).toEqual(['niños']);
    expect(repair.deleteTags).toEqual([{ kind: 'IMAGEN', clave: 'viejo', nombre: 'Viejo' }]);
    expect(repairSize(repair)).toBe(6);
  });

  it('indexes videos by id under each tag, ordered by publication, and puts a video without one on the ordered index', () => {
    const video = {
      id: 'v1',
      tags: 'Fe, Familia',
      publishedAt: '2026-02-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
      catalogo: VIDEO_FEED,
    };
    expect(tagEntries(videoIndex, video)).toEqual([
      { etiqueta: 'fe', conferenciaId: 'v1', publishedAt: '2026-02-01T00:00:00.000Z' },
      { etiqueta: 'familia', conferenciaId: 'v1', publishedAt: '2026-02-01T00:00:00.000Z' },
    ]);
    const unpublished = { ...video, id: 'v2', publishedAt: null };
    const repair = planIndexRepair(videoIndex, [video, unpublished], tagEntries(videoIndex, video), [
      { kind: 'CONFERENCIA', clave: 'fe', nombre: 'Fe' },
      { kind: 'CONFERENCIA', clave: 'familia', nombre: 'Familia' },
      { kind: 'IMAGEN', clave: 'otra', nombre: 'Otra' },
    ]);
    expect(repair.feed).toEqual([{ item: unpublished, fix: { catalogo: VIDEO_FEED, publishedAt: '2026-01-01T00:00:00.000Z' } }]);
    expect(repair.createEntries.map((e) => [e.etiqueta, e.conferenciaId, e.publishedAt])).toEqual([
      ['fe', 'v2', '2026-01-01T00:00:00.000Z'],
      ['familia', 'v2', '2026-01-01T00:00:00.000Z'],
    ]);
    // The gallery's tags are not the videos' to remove.
    expect(repair.deleteTags).toEqual([]);
    expect(repairSize(repair)).toBe(3);
  });
});
