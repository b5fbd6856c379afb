import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const LOCALES = resolve(__dirname, '../../public/locales');
const LANGUAGES = ['es', 'en'];

/** Dotted paths of every leaf of a translation file ('nav.home'). */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

/** The {{names}} a text interpolates, sorted. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)/g)].map((m) => m[1]))].sort();
}

/**
 * Every difference between the languages of a locales folder: missing files, missing keys,
 * empty texts, and texts whose {{placeholders}} differ (a value the translation would drop).
 */
export function compareLocales(root: string, languages = LANGUAGES): string[] {
  const problems: string[] = [];
  const files = new Map<string, Set<string>>();
  for (const lng of languages) {
    const names = readdirSync(join(root, lng)).filter((n) => n.endsWith('.json'));
    files.set(lng, new Set(names));
  }
  const allFiles = new Set([...files.values()].flatMap((s) => [...s]));
  for (const file of [...allFiles].sort()) {
    const keys = new Map<string, Set<string>>();
    const texts = new Map<string, Map<string, string>>();
    for (const lng of languages) {
      if (!files.get(lng)!.has(file)) {
        problems.push(`${lng}/${file} is missing`);
        continue;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(join(root, lng, file), 'utf8'));
      } catch (error) {
        problems.push(`${lng}/${file} is not valid JSON: ${(error as Error).message}`);
        continue;
      }
      const leaves = leafKeys(parsed);
      for (const key of leaves) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], parsed);
        if (typeof text !== 'string' || text.trim() === '') problems.push(`${lng}/${file}: "${key}" is empty or not text`);
        else (texts.get(lng) ?? texts.set(lng, new Map()).get(lng)!).set(key, text);
      }
      keys.set(lng, new Set(leaves));
    }
    if (keys.size < 2) continue;
    for (const [lng, own] of keys) {
      for (const [other, theirs] of keys) {
        if (lng === other) continue;
        for (const key of own) if (!theirs.has(key)) problems.push(`${other}/${file} lacks "${key}" (present in ${lng})`);
      }
    }
    const [first, ...rest] = languages;
    for (const other of rest) {
      for (const [key, text] of texts.get(first) ?? []) {
        const translated = texts.get(other)?.get(key);
        if (translated === undefined) continue;
        const want = placeholders(text).join(', ');
        const got = placeholders(translated).join(', ');
        if (want !== got) problems.push(`${other}/${file}: "${key}" uses {{${got}}} but ${first} uses {{${want}}}`);
      }
    }
  }
  return problems;
}

describe('translation files', () => {
  it('have the same namespaces and keys in Spanish and English', () => {
    expect(compareLocales(LOCALES)).toEqual([]);
  });

  it('include the namespaces the specification names', () => {
    for (const lng of LANGUAGES) {
      const names = readdirSync(join(LOCALES, lng));
      for (const ns of ['common', 'footer', 'faq', 'createAcount', 'logIn', 'clientHome']) {
        expect(names, `${lng}/${ns}.json`).toContain(`${ns}.json`);
      }
    }
  });

  describe('the comparison', () => {
    let root: string;
    const write = (lng: string, file: string, value: unknown) => {
      mkdirSync(join(root, lng), { recursive: true });
      writeFileSync(join(root, lng, file), JSON.stringify(value));
    };
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'locales-'));
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('passes identical key sets', () => {
      write('es', 'a.json', { x: 'uno', n: { y: 'dos' } });
      write('en', 'a.json', { x: 'one', n: { y: 'two' } });
      expect(compareLocales(root)).toEqual([]);
    });

    it('reports a nested key missing in English and a top-level key missing in Spanish', () => {
      write('es', 'a.json', { x: 'uno', n: { y: 'dos', z: 'tres' } });
      write('en', 'a.json', { x: 'one', n: { y: 'two' }, w: 'extra' });
      expect(compareLocales(root)).toEqual(['en/a.json lacks "n.z" (present in es)', 'es/a.json lacks "w" (present in en)']);
    });

    it('reports a namespace file that exists in one language only', () => {
      write('es', 'a.json', { x: 'uno' });
      write('en', 'a.json', { x: 'one' });
      write('es', 'solo.json', { x: 'uno' });
      expect(compareLocales(root)).toEqual(['en/solo.json is missing']);
    });

    it('reports a key that is an object in one language and text in the other', () => {
      write('es', 'a.json', { n: { y: 'dos' } });
      write('en', 'a.json', { n: 'two' });
      expect(compareLocales(root)).toEqual([
        'en/a.json lacks "n.y" (present in es)',
        'es/a.json lacks "n" (present in en)',
      ]);
    });

    it('reports a translation that drops or renames a placeholder', () => {
      write('es', 'a.json', { v: 'Visitado {{n}} veces', w: 'Hola {{ name }}', ok: 'Sin nada' });
      write('en', 'a.json', { v: 'Visited many times', w: 'Hello {{nombre}}', ok: 'Nothing' });
      expect(compareLocales(root)).toEqual([
        'en/a.json: "v" uses {{}} but es uses {{n}}',
        'en/a.json: "w" uses {{nombre}} but es uses {{name}}',
      ]);
    });

    it('reports empty texts and broken JSON', () => {
      write('es', 'a.json', { x: '' });
      write('en', 'a.json', { x: 'one' });
      mkdirSync(join(root, 'en'), { recursive: true });
      writeFileSync(join(root, 'en', 'b.json'), '{ nope');
      writeFileSync(join(root, 'es', 'b.json'), '{}');
      const problems = compareLocales(root);
      expect(problems).toHaveLength(2);
      expect(problems[0]).toBe('es/a.json: "x" is empty or not text');
      expect(problems[1]).toMatch(/^en\/b\.json is not valid JSON/);
    });
  });
});
