import es from '../../../public/locales/es/admin.json';

// Every key the admin screens use is checked by the type checker (src/lib/i18next.d.ts); these
// are the texts the specification gives word for word.
describe('admin texts', () => {
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
