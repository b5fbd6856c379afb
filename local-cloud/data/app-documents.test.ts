// GraphQL documents the app writes by hand (rather than through the data client's models) are
// checked against the schema Amplify's transformer generates, the one AppSync serves after a
// deploy, so a renamed model, index or field fails here instead of on the live site.
import { describe, expect, it } from 'vitest';
import { parse, validate } from 'graphql';
import { synthesizedSchemaSdl } from '../backend/synth';
import { buildAppSyncSchema } from './engine';
import { homeDocument } from '../../src/features/home/homeDocument';
import { nameSortKey } from '../../amplify/data/book-shelves';
import { startDataHarness } from './test-support';

describe("the app's hand-written documents", () => {
  it("the home page's document is valid against the synthesized schema", async () => {
    const schema = buildAppSyncSchema(await synthesizedSchemaSdl());
    const { query } = homeDocument(2);
    expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });

  it("the home page's document answers each part from its index", async () => {
    const harness = await startDataHarness();
    try {
      const write = (query: string, input: Record<string, unknown>) => harness.iam('operator', query, { input });
      await write('mutation M($input: CreateBannerInput!) { createBanner(input: $input) { id } }', {
        titulo: 'Inicio',
        text: 'Bienvenidos',
        imageFolder: 'Banner/',
      });
      for (const [name, estante] of [
        ['Primaria 2', 'primaria'],
        ['Primaria 1', 'primaria'],
        ['Catequesis', 'otros'],
      ]) {
        await write('mutation M($input: CreateLibroInput!) { createLibro(input: $input) { id } }', {
          name,
          image: `libros/${name}.jpg`,
          pagesFolder: `libros/${name}/`,
          estante,
          orden: nameSortKey(name),
          catalogo: 'LIBRO',
        });
        // Apart in time, so 'Novedades' has an order to follow.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const { query, variables } = homeDocument(2);
      const answer = await harness.iam('operator', query, variables);
      expect(answer.body.errors).toBeUndefined();
      const data = answer.body.data as Record<string, { items: Array<Record<string, unknown>>; nextToken: string | null }>;
      expect(data.banners.items.map((b) => b.text)).toEqual(['Bienvenidos']);
      expect(data.shelf_primaria.items.map((b) => b.name)).toEqual(['Primaria 1', 'Primaria 2']);
      expect(data.shelf_otros.items.map((b) => b.name)).toEqual(['Catequesis']);
      expect(data.shelf_preescolar.items).toEqual([]);
      expect(data.newestBooks.items.map((b) => b.name)).toEqual(['Catequesis', 'Primaria 1']);
      expect(data.newestBooks.nextToken).not.toBeNull();
    } finally {
      await harness.close();
    }
  });
});
