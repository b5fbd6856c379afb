import { groupOf, groupOfName, nameOnShelf } from './shelves';

describe('groupOfName', () => {
  it('matches the prefixes case-insensitively', () => {
    expect(groupOfName('PREESCOLAR 1')).toBe('preescolar');
    expect(groupOfName('primaria - tercero')).toBe('primaria');
    expect(groupOfName('Secundaria 2')).toBe('secundaria');
    expect(groupOfName('Biblia ilustrada')).toBe('otros');
    // The prefix must be at the start of the name.
    expect(groupOfName('Mi primaria')).toBe('otros');
  });
});

describe('groupOf', () => {
  it('takes the level an admin chose before the name prefix', () => {
    expect(groupOf({ name: 'Primaria - Los Sacramentos', nivel: 'SECUNDARIA' })).toBe('secundaria');
    expect(groupOf({ name: 'Biblia ilustrada', nivel: 'PREESCOLAR' })).toBe('preescolar');
    expect(groupOf({ name: 'Primaria - Los Sacramentos', nivel: 'OTROS' })).toBe('otros');
    expect(groupOf({ name: 'Primaria - Los Sacramentos', nivel: null })).toBe('primaria');
    expect(groupOf({ name: 'Primaria - Los Sacramentos' })).toBe('primaria');
  });
});

describe('nameOnShelf', () => {
  it('leaves out the shelf name in front of the title, with its separator', () => {
    expect(nameOnShelf('Preescolar - Amigos de Jesús', 'preescolar')).toBe('Amigos de Jesús');
    expect(nameOnShelf('PRIMARIA: Los Sacramentos', 'primaria')).toBe('Los Sacramentos');
    expect(nameOnShelf('Secundaria – Historia de la Iglesia', 'secundaria')).toBe('Historia de la Iglesia');
    expect(nameOnShelf('Primaria Los Sacramentos', 'primaria')).toBe('Los Sacramentos');
  });

  it('keeps the whole name when the prefix is not the shelf or nothing but a number would be left', () => {
    expect(nameOnShelf('Primaria - Los Sacramentos', 'secundaria')).toBe('Primaria - Los Sacramentos');
    expect(nameOnShelf('Primaria 2', 'primaria')).toBe('Primaria 2');
    expect(nameOnShelf('Primaria', 'primaria')).toBe('Primaria');
    expect(nameOnShelf('Primarias del mundo', 'primaria')).toBe('Primarias del mundo');
    expect(nameOnShelf('Otros cantos', 'otros')).toBe('Otros cantos');
  });
});
