// The seeds offered by 'Personaliza tu Avatar': about sixty roles of a parish community.
// A seed is the name the drawing is derived from, stored as it is in custom:avatarSeed.
export const AVATAR_SEEDS: readonly string[] = [
  'Catequista', 'Sacerdote', 'Diacono', 'Religiosa', 'Misionero', 'Profesor', 'Maestra', 'Alumno',
  'Estudiante', 'Padre', 'Madre', 'Abuelo', 'Abuela', 'Hermano', 'Hermana', 'Pastor', 'Lector',
  'Cantor', 'Acolito', 'Monaguillo', 'Sacristan', 'Coordinador', 'Voluntario', 'Peregrino',
  'Evangelizador', 'Predicador', 'Musico', 'Organista', 'Director', 'Obispo', 'Seminarista',
  'Novicio', 'Consagrada', 'Laico', 'Animador', 'Lider', 'Tutor', 'Orientador', 'Consejera',
  'Enfermera', 'Doctor', 'Carpintero', 'Pescador', 'Sembrador', 'Escritor', 'Poeta', 'Artista',
  'Pintora', 'Cocinero', 'Jardinero', 'Bibliotecaria', 'Mensajero', 'Guia', 'Explorador',
  'Servidor', 'Discipulo', 'Apostol', 'Profeta', 'Testigo', 'Amigo',
];
