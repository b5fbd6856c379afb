import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import es from '../../../public/locales/es/admin.json';
import en from '../../../public/locales/en/admin.json';

const ROOT = resolve(__dirname);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('admin texts', () => {
  // Keys written literally in t('...') calls, and keys the validators answer ('errors.x').
  const keys = new Set<string>();
  for (const file of sources(ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([A-Za-z0-9_.]+)'/g)) keys.add(match[1]);
    for (const match of text.matchAll(/fail(?:<[^>]*>)?\('([A-Za-z0-9_.]+)'\)/g)) keys.add(match[1]);
    for (const match of text.matchAll(/return '(errors\.[A-Za-z0-9_]+)'/g)) keys.add(match[1]);
  }

  it('finds the keys it checks', () => {
    expect(keys.size).toBeGreaterThan(100);
  });

  it.each([...keys].sort())('"%s" exists in Spanish and English', (key) => {
    expect(typeof lookup(es, key)).toBe('string');
    expect(typeof lookup(en, key)).toBe('string');
  });

  it('keeps the specification texts word for word', () => {
    expect(es.errors.requiredFields).toBe('Por favor completa todos los campos requeridos.');
    expect(es.errors.fileRequired).toBe('Por favor selecciona un archivo.');
    expect(es.errors.bookNameTaken).toBe('El nombre del libro ya existe. Por favor, elija otro.');
    expect(es.errors.noPageUploaded).toBe('No se pudo subir ninguna página.');
    expect(es.errors.selectBookletFirst).toBe('Selecciona un devocionario primero.');
    expect(es.videos.confirmDelete).toBe('¿Seguro que deseas eliminar este video?');
    expect(es.gallery.confirmDelete).toBe('¿Seguro que deseas eliminar esta imagen?');
    expect(es.books.confirmDelete).toBe('¿Estás seguro de que deseas eliminar este libro?');
    expect(es.books.saved).toBe('Libro guardado con éxito.');
    expect(es.books.updated).toBe('Libro actualizado con éxito.');
    expect(es.books.deleted).toBe('Libro eliminado con éxito.');
    expect(es.banner.errorSave).toBe('Error al guardar el banner.');
    expect(es.message.errorSave).toBe('Error al guardar el mensaje.');
    expect(es.contact.errorSave).toBe('Error al actualizar la información.');
    expect(es.booklets.errorCreate).toBe('Error al crear el devocionario.');
    expect(es.errors.urlUnavailable).toBe('No se pudo obtener la URL para {{path}} después de {{n}} intentos.');
  });
});
