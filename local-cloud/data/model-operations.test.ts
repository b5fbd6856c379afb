// Model operations as AppSync + DynamoDB behave, through signed HTTP requests to the
// data service: filters, paging, index queries, create/update/delete with conditions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataHarness, type DataHarness } from './test-support';

let h: DataHarness;
const op = (query: string, variables?: Record<string, unknown>) => h.iam('operator', query, variables);

async function createLibro(input: Record<string, unknown>) {
  const r = await op('mutation C($input: CreateLibroInput!) { createLibro(input: $input) { id name price } }', { input });
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createLibro as { id: string; name: string; price: number | null };
}

async function listAll(filter: unknown, limit = 100) {
  const items: Array<Record<string, unknown>> = [];
  let nextToken: string | null = null;
  let pages = 0;
  do {
    const r: any = await op(
      'query L($filter: ModelLibroFilterInput, $limit: Int, $nextToken: String) { listLibros(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id name price pagesFolder } nextToken } }',
      { filter, limit, nextToken },
    );
    expect(r.body.errors).toBeUndefined();
    items.push(...r.body.data.listLibros.items);
    nextToken = r.body.data.listLibros.nextToken;
    pages++;
  } while (nextToken && pages < 1000);
  return items;
}

beforeAll(async () => {
  h = await startDataHarness();
  const names = ['Primaria 1', 'Primaria 2', 'Preescolar A', 'Secundaria X', 'Otros ñandú', 'Zeta'];
  for (const [i, name] of names.entries()) {
    await createLibro({ name, image: `libros/portadas/${name}/c.jpg`, pagesFolder: name, ...(i % 2 === 0 ? { price: i * 10 } : {}) });
  }
});
afterAll(async () => h?.close());

describe('filters', () => {
  const names = async (filter: unknown) => (await listAll(filter)).map((i) => i.name).sort();
  it('applies every string operator', async () => {
    expect(await names({ name: { eq: 'Zeta' } })).toEqual(['Zeta']);
    expect(await names({ name: { beginsWith: 'Primaria' } })).toEqual(['Primaria 1', 'Primaria 2']);
    expect(await names({ name: { contains: 'and' } })).toEqual(['Otros ñandú']);
    expect((await names({ name: { notContains: 'r' } }))).toEqual(['Zeta']);
    expect(await names({ name: { between: ['P', 'Q'] } })).toEqual(['Preescolar A', 'Primaria 1', 'Primaria 2']);
    expect(await names({ name: { gt: 'S', lt: 'Z' } })).toEqual(['Secundaria X']);
    expect(await names({ name: { size: { eq: 4 } } })).toEqual(['Zeta']);
    // size counts UTF-8 bytes, as DynamoDB does: 'Otros ñandú' is 11 characters, 13 bytes.
    expect(await names({ name: { size: { eq: 13 } } })).toEqual(['Otros ñandú']);
    expect((await names({ name: { ne: 'Zeta' } })).length).toBe(5);
  });
  it('applies number, existence and type operators', async () => {
    expect(await names({ price: { ge: 20 } })).toEqual(['Otros ñandú', 'Preescolar A']);
    expect(await names({ price: { between: [0, 20] } })).toEqual(['Preescolar A', 'Primaria 1']);
    expect((await names({ price: { attributeExists: false } })).length).toBe(3);
    expect((await names({ price: { attributeType: 'number' } })).length).toBe(3);
    expect((await names({ name: { attributeType: 'number' } })).length).toBe(0);
    // `<>` is true where the attribute is missing.
    expect((await names({ price: { ne: 0 } })).length).toBe(5);
  });
  it('combines with and, or and not', async () => {
    expect(
      await names({ or: [{ name: { eq: 'Zeta' } }, { and: [{ name: { beginsWith: 'Pri' } }, { price: { attributeExists: true } }] }] }),
    ).toEqual(['Primaria 1', 'Zeta']);
    expect((await names({ not: { name: { beginsWith: 'Pri' } } })).length).toBe(4);
  });
  it('treats SQL in a filter value as data: no rows, nothing harmed', async () => {
    for (const value of ["'; DROP TABLE m_Libro; --", "' OR '1'='1", '%', '_', "Zeta' --"]) {
      expect(await names({ name: { eq: value } })).toEqual([]);
      expect(await names({ name: { beginsWith: value } })).toEqual([]);
    }
    expect((await listAll(null)).length).toBe(6);
  });
});

describe('paging', () => {
  it('counts the limit on items examined before the filter, as a scan does', async () => {
    const r = await op('{ listLibros(limit: 2, filter: { name: { eq: "Zeta" } }) { items { name } nextToken } }');
    expect(r.body.data.listLibros.items.length).toBeLessThanOrEqual(2);
    expect(r.body.data.listLibros.nextToken).toEqual(expect.any(String));
    expect((await listAll({ name: { eq: 'Zeta' } }, 2)).map((i) => i.name)).toEqual(['Zeta']);
  });
  it('refuses forged, altered and foreign tokens', async () => {
    const first = await op('{ listLibros(limit: 2) { nextToken } }');
    const token: string = first.body.data.listLibros.nextToken;
    const raw = Buffer.from(token, 'base64url');
    raw[raw.length - 3] ^= 1;
    for (const bad of [raw.toString('base64url'), 'abc', Buffer.from('{"k":["zzz"]}').toString('base64')]) {
      const r = await op('query Q($t: String) { listLibros(limit: 2, nextToken: $t) { items { id } } }', { t: bad });
      expect(r.body.data.listLibros).toBeNull();
      expect(r.body.errors[0]).toMatchObject({
        path: ['listLibros'],
        errorType: 'DynamoDB:UserIllegalArgumentException',
        message: expect.stringContaining('Invalid pagination token given.'),
      });
    }
    const foreign = await op('query Q($t: String) { listBanners(nextToken: $t) { items { id } } }', { t: token });
    expect(foreign.body.errors[0].errorType).toBe('DynamoDB:UserIllegalArgumentException');
  });
  it('returns each of 250 records exactly once across pages', async () => {
    for (let i = 0; i < 250; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, j) =>
          op('mutation C($input: CreateDevocionarioInput!) { createDevocionario(input: $input) { id } }', {
            input: { name: `D${i + j}`, pagesFolder: `devocionario/d${i + j}/` },
          }),
        ),
      );
    }
    const seen: string[] = [];
    let nextToken: string | null = null;
    do {
      const r: any = await op('query L($n: String) { listDevocionarios(limit: 37, nextToken: $n) { items { name } nextToken } }', { n: nextToken });
      seen.push(...r.body.data.listDevocionarios.items.map((i: { name: string }) => i.name));
      nextToken = r.body.data.listDevocionarios.nextToken;
    } while (nextToken);
    expect(seen.length).toBe(250);
    expect(new Set(seen).size).toBe(250);
  });
});

describe('secondary indexes', () => {
  it('queries by partition with key conditions and sortDirection', async () => {
    const img = await op('mutation { createImagen(input: { filePath: "galeria/private/a.jpg", etiquetas: "x", isPublica: false, costo: 5 }) { id } }');
    const imagenId = img.body.data.createImagen.id;
    for (const [user, imagen] of [['u1', 'b'], ['u1', 'a'], ['u1', 'c'], ['u2', 'a']]) {
      await op('mutation C($input: CreateCompraInput!) { createCompra(input: $input) { id } }', {
        input: { userId: user, imagenId: imagen === 'a' ? imagenId : imagen, owner: `${user}::${user}` },
      });
    }
    const q = 'query Q($u: String!, $k: ModelIDKeyConditionInput, $d: ModelSortDirection) { listCompraByUser(userId: $u, imagenId: $k, sortDirection: $d) { items { imagenId userId owner } } }';
    const asc = await op(q, { u: 'u1' });
    expect(asc.body.data.listCompraByUser.items.map((i: any) => i.imagenId)).toEqual([imagenId, 'b', 'c'].sort());
    const desc = await op(q, { u: 'u1', d: 'DESC' });
    expect(desc.body.data.listCompraByUser.items.map((i: any) => i.imagenId)).toEqual([imagenId, 'b', 'c'].sort().reverse());
    const ge = await op(q, { u: 'u1', k: { ge: 'b' } });
    expect(ge.body.data.listCompraByUser.items.map((i: any) => i.imagenId)).toEqual([imagenId, 'b', 'c'].filter((x) => x >= 'b').sort());
    // Owner values are stored as sub::username and read back as the username.
    expect(asc.body.data.listCompraByUser.items[0].owner).toBe('u1');
    // hasMany and belongsTo.
    const rel = await op('query G($id: ID!) { getImagen(id: $id) { compras { items { userId imagen { filePath } } } } }', { id: imagenId });
    expect(rel.body.data.getImagen.compras.items.map((i: any) => i.userId).sort()).toEqual(['u1', 'u2']);
    expect(rel.body.data.getImagen.compras.items[0].imagen.filePath).toBe('galeria/private/a.jpg');
  });
});

describe('create, update, delete', () => {
  it('fills ids, timestamps and @default values', async () => {
    const r = await op(
      'mutation { createConferencia(input: { title: "t", description: "d", tags: "a,b", isFree: true, cost: 0, videoPath: "v", thumbnailPath: "m" }) { id views likes createdAt updatedAt publishedAt } }',
    );
    const c = r.body.data.createConferencia;
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c).toMatchObject({ views: 0, likes: 0, publishedAt: null });
    expect(c.createdAt).toBe(c.updatedAt);
  });
  it('checks conditions and reports ConditionalCheckFailedException as AppSync does', async () => {
    const libro = await createLibro({ name: 'Cond', image: 'i', pagesFolder: 'Cond', price: 3 });
    const upd = 'mutation U($input: UpdateLibroInput!, $c: ModelLibroConditionInput) { updateLibro(input: $input, condition: $c) { id name price } }';
    const failed = await op(upd, { input: { id: libro.id, name: 'X' }, c: { price: { gt: 5 } } });
    expect(failed.body.data.updateLibro).toBeNull();
    expect(failed.body.errors[0]).toMatchObject({
      path: ['updateLibro'],
      data: null,
      errorType: 'DynamoDB:ConditionalCheckFailedException',
      errorInfo: null,
      message: expect.stringContaining('The conditional request failed'),
    });
    const ok = await op(upd, { input: { id: libro.id, name: 'Y', price: null }, c: { price: { lt: 5 } } });
    expect(ok.body.data.updateLibro).toEqual({ id: libro.id, name: 'Y', price: null });
    const missing = await op(upd, { input: { id: 'nope', name: 'Z' } });
    expect(missing.body.errors[0].errorType).toBe('DynamoDB:ConditionalCheckFailedException');
    const dup = await op('mutation C($input: CreateLibroInput!) { createLibro(input: $input) { id } }', {
      input: { id: libro.id, name: 'dup', image: 'i', pagesFolder: 'p' },
    });
    expect(dup.body.errors[0].errorType).toBe('DynamoDB:ConditionalCheckFailedException');
    const del = 'mutation D($input: DeleteLibroInput!, $c: ModelLibroConditionInput) { deleteLibro(input: $input, condition: $c) { id name } }';
    expect((await op(del, { input: { id: libro.id }, c: { name: { eq: 'nope' } } })).body.errors[0].errorType).toBe(
      'DynamoDB:ConditionalCheckFailedException',
    );
    expect((await op(del, { input: { id: libro.id } })).body.data.deleteLibro).toEqual({ id: libro.id, name: 'Y' });
    expect((await op('query G($id: ID!) { getLibro(id: $id) { id } }', { id: libro.id })).body.data.getLibro).toBeNull();
  });
});

describe('bad input', () => {
  it('answers malformed documents, unknown fields, wrong types and oversized queries with errors, and keeps serving', async () => {
    const syntax = await op('{ listLibros { items { id }');
    expect(syntax.body.errors[0].message).toMatch(/^Validation error of type InvalidSyntax/);
    const unknown = await op('{ listLibros { items { nope } } }');
    expect(unknown.body).toEqual({
      data: null,
      errors: [
        {
          path: null,
          locations: [{ line: 1, column: 24, sourceName: null }],
          message: "Validation error of type FieldUndefined: Field 'nope' in type 'Libro' is undefined @ 'listLibros/items/nope'",
        },
      ],
    });
    const wrongType = await op('query Q($l: Int) { listLibros(limit: $l) { items { id } } }', { l: 'many' });
    expect(wrongType.body.data).toBeNull();
    expect(wrongType.body.errors[0]).toMatchObject({ path: null, locations: null, message: expect.stringMatching(/^Variable 'l' has an invalid value/) });
    const unknownInput = await op('mutation C($input: CreateLibroInput!) { createLibro(input: $input) { id } }', {
      input: { name: 'a', image: 'b', pagesFolder: 'c', hacked: true },
    });
    expect(unknownInput.body.errors[0].message).toBe("The variables input contains a field that is not defined for input object type 'CreateLibroInput' ");
    const missing = await op('mutation C($input: CreateLibroInput!) { createLibro(input: $input) { id } }', { input: { name: 'a', image: 'b' } });
    expect(missing.body.errors[0].message).toBe("Variable 'input' has coerced Null value for NonNull type 'String!'");
    const badEmail = await op('mutation { createContactMessage(input: { name: "a", email: "not-an-email", message: "m" }) { id } }');
    expect(badEmail.body.errors[0].message).toMatch(/AWSEmail/);
    const deep = `{ listImagens { items { ${'compras { items { imagen { '.repeat(12)} id ${'} } }'.repeat(12)} } } }`;
    expect((await op(deep)).body.errors[0].message).toMatch(/depth/);
    const huge = `{ ${Array.from({ length: 20000 }, (_, i) => `a${i}: listLibros { nextToken }`).join(' ')} }`;
    expect((await op(huge)).body.errors.length).toBeGreaterThan(0);
    const notJson = await h.iam('operator', '');
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ errors: [{ message: 'Unable to parse GraphQL query.', errorType: 'MalformedHttpRequestException' }] });
    expect((await op('{ listLibros(limit: 1) { items { id } } }')).body.data.listLibros.items.length).toBe(1);
  });
});
