// Who may do what, per role, model and operation, written by hand from the rules of
// amplify/data/resource.ts (and architecture.md), independently of the code under test:
// 'Y' allowed, '-' denied with AppSync's Unauthorized error, 'O' only the caller's own
// records (owner rule). Used by authorization.test.ts (signed requests) and
// authorization-client.test.ts (aws-amplify against a whole local cloud).
//
// Roles: guest (identity pool, signed out), idpUser / idpAdmin (identity pool credentials of a
// signed-in user / of an ADMINS member), user (user pool, owns nothing), admin (user pool,
// ADMINS), owner (user pool, owns the purchase records).
export type Role = 'guest' | 'idpUser' | 'idpAdmin' | 'user' | 'admin' | 'owner';
export const roles: Role[] = ['guest', 'idpUser', 'idpAdmin', 'user', 'admin', 'owner'];
export type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

//                          guest idpUser idpAdmin user admin owner     (get list create update delete)
export const expectations: Record<string, Record<Role, string>> = {
  Banner: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  Libro: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  Imagen: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  ContactInfo: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  Devocionario: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  Conferencia: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  Parametro: { guest: 'YY---', idpUser: 'YY---', idpAdmin: 'YY---', user: 'YY---', admin: 'YYYYY', owner: 'YY---' },
  // Purchases: created by ADMINS, read by their owner only; a signed-in user who does not
  // own the record gets Unauthorized on get and an empty list.
  Compra: { guest: '-----', idpUser: '-----', idpAdmin: '-----', user: '-O---', admin: 'YYYYY', owner: 'OO---' },
  ConferenciaCompra: { guest: '-----', idpUser: '-----', idpAdmin: '-----', user: '-O---', admin: 'YYYYY', owner: 'OO---' },
  // Access requests: created only through requestAccess (a function), read by their owner,
  // read and deleted by ADMINS; nobody creates or updates them through the model API.
  AccessRequest: { guest: '-----', idpUser: '-----', idpAdmin: '-----', user: '-O---', admin: 'YY--Y', owner: 'OO---' },
  // Contact messages: anyone creates, ADMINS read and delete, nobody updates.
  ContactMessage: { guest: '--Y--', idpUser: '--Y--', idpAdmin: '--Y--', user: '--Y--', admin: 'YYY-Y', owner: '--Y--' },
};

// Custom operations: incrementVisits / registerVideoView (everyone), getMediaUrl and requestAccess
// (user pools), grantPurchase, decideAccessRequest and searchUsers (ADMINS).
export const customExpectations: Record<string, Record<Role, boolean>> = {
  incrementVisits: { guest: true, idpUser: true, idpAdmin: true, user: true, admin: true, owner: true },
  getMediaUrl: { guest: false, idpUser: false, idpAdmin: false, user: true, admin: true, owner: true },
  grantPurchase: { guest: false, idpUser: false, idpAdmin: false, user: false, admin: true, owner: false },
  requestAccess: { guest: false, idpUser: false, idpAdmin: false, user: true, admin: true, owner: true },
  decideAccessRequest: { guest: false, idpUser: false, idpAdmin: false, user: false, admin: true, owner: false },
  searchUsers: { guest: false, idpUser: false, idpAdmin: false, user: false, admin: true, owner: false },
};

/** The custom operations as GraphQL documents, each harmless (refused by its handler, or read-only). */
export const customOperationDocuments = (ids: Record<string, string>, ownerEmail: string): Record<string, string> => ({
  incrementVisits: 'mutation { incrementVisits }',
  getMediaUrl: `query { getMediaUrl(kind: IMAGEN, id: "${ids.Imagen}") { url } }`,
  grantPurchase: `mutation { grantPurchase(email: "${ownerEmail}", kind: IMAGEN, id: "${ids.Imagen}") { purchaseId } }`,
  // The test image is public: the handler refuses it (FREE_ITEM) and stores nothing.
  requestAccess: `mutation { requestAccess(kind: IMAGEN, itemId: "${ids.Imagen}") { id } }`,
  decideAccessRequest: 'mutation { decideAccessRequest(id: "no-such-request", decision: RECHAZADA) { id } }',
  searchUsers: 'query { searchUsers(text: "nadie-con-este-texto") { complete } }',
});


/** A record of each model for the tests; purchases belong to `owner` (stored as Gen 2 writes it). */
export const createInputs: Record<string, (ids: Record<string, string>, owner: { sub: string; username: string }) => Record<string, unknown>> = {
  Banner: () => ({ titulo: 't', text: 'x', imageFolder: 'Banner/' }),
  Libro: () => ({ name: 'n', image: 'i', pagesFolder: 'n' }),
  Imagen: () => ({ filePath: 'galeria/public/a.jpg', etiquetas: 'a', isPublica: true, costo: 0 }),
  ContactInfo: () => ({ address: 'a', phone: 'p', email: 'e@x.test', lat: 1, lng: 2 }),
  Devocionario: () => ({ name: 'd', pagesFolder: 'devocionario/d/' }),
  Conferencia: () => ({ title: 't', description: 'd', tags: 'a', isFree: true, cost: 0, videoPath: 'v', thumbnailPath: 'm' }),
  Parametro: () => ({ clave: 'quote', valor: 'v' }),
  Compra: (ids, owner) => ({ userId: owner.sub, imagenId: ids.Imagen, owner: `${owner.sub}::${owner.username}` }),
  ConferenciaCompra: (ids, owner) => ({ userId: owner.sub, conferenciaId: ids.Conferencia, owner: `${owner.sub}::${owner.username}` }),
  ContactMessage: () => ({ name: 'n', email: 'a@b.test', message: 'hola' }),
  AccessRequest: (ids, owner) => ({
    userId: owner.sub,
    email: 'owner@x.test',
    kind: 'IMAGEN',
    itemId: ids.Imagen,
    status: 'PENDIENTE',
    requestedAt: '2025-01-01T00:00:00.000Z',
    owner: `${owner.sub}::${owner.username}`,
  }),
};
/** A harmless change per model. */
export const updateFields = (owner: { sub: string }): Record<string, Record<string, unknown>> => ({
  Banner: { text: 'y' },
  Libro: { name: 'm' },
  Imagen: { etiquetas: 'b' },
  ContactInfo: { phone: 'q' },
  Devocionario: { name: 'e' },
  Conferencia: { title: 'u' },
  Parametro: { valor: 'w' },
  Compra: { userId: owner.sub },
  ConferenciaCompra: { userId: owner.sub },
  ContactMessage: { message: 'x' },
  AccessRequest: { status: 'APROBADA' },
});
