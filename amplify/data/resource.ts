import { a, defineData, type ClientSchema } from '@aws-amplify/backend';
import { counter } from '../functions/counter/resource';
import { mediaUrl } from '../functions/media-url/resource';
import { grantPurchase } from '../functions/grant-purchase/resource';
import { accessRequests } from '../functions/access-requests/resource';
import { IMAGE_FEED, VIDEO_FEED } from './catalogue-index';
import { BOOK_FEED } from './book-shelves';

/*
 * Authorization follows the specification's roles with the corrections of
 * architecture.md: content is readable by everyone (guests through the identity
 * pool, signed-in users through either mode) and written by ADMINS only;
 * Parametro is written by ADMINS (the visit counter goes through a function);
 * purchases are created by ADMINS and read by their owner; contact messages are
 * created by anyone and read by ADMINS; access requests are created only through
 * requestAccess (which checks the item and the caller), read by their owner, and
 * decided by ADMINS through decideAccessRequest (which grants the purchase).
 */
const schema = a
  .schema({
    Banner: a
      .model({
        titulo: a.string().required(),
        text: a.string().required(),
        imageFolder: a.string().required(),
      })
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    Libro: a
      .model({
        name: a.string().required(),
        image: a.string().required(),
        pagesFolder: a.string().required(),
        price: a.float(),
        // The pages' keys in reading order, kept by the admin screens (an S3 listing is in key
        // order, which is not the order an admin gives by moving pages). Absent: the folder's order.
        pageOrder: a.string().array(),
        // Names the book had before a rename, so links shared with an old name still open it.
        formerNames: a.string().array(),
        // The shelf an admin chose; without it the name's prefix decides (Preescolar, Primaria...).
        nivel: a.ref('Nivel'),
        // The shelf's index (amplify/data/book-shelves.ts): the home page reads a shelf's first row
        // in name order, and a linked book by its name, without reading every book.
        estante: a.string(),
        orden: a.string(),
        // One value on every book, ordered by creation: 'Novedades' reads the newest books.
        catalogo: a.string().default(BOOK_FEED),
        createdAt: a.datetime(),
      })
      .secondaryIndexes((index) => [
        index('estante').sortKeys(['orden']).queryField('listLibroByEstante'),
        index('orden').queryField('listLibroByOrden'),
        index('catalogo').sortKeys(['createdAt']).queryField('listLibroByCatalogo'),
      ])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    Imagen: a
      .model({
        filePath: a.string().required(),
        etiquetas: a.string().required(),
        isPublica: a.boolean().required(),
        costo: a.float().required(),
        title: a.string(),
        compras: a.hasMany('Compra', 'imagenId'),
        // Every image carries the same value, so that one index holds the whole gallery ordered
        // by creation time: the public gallery reads it a page at a time, newest first.
        catalogo: a.string().default(IMAGE_FEED),
        createdAt: a.datetime(),
      })
      .secondaryIndexes((index) => [index('catalogo').sortKeys(['createdAt']).queryField('listImagenByCatalogo')])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    /*
     * The gallery by tag: one entry per image and tag, carrying what a card shows, so that a tag's
     * images are read newest first, a page at a time, without reading the others. Written by
     * ADMINS with every write of an image and rebuilt from the images when they drift
     * (catalogue-index.ts says how).
     */
    ImagenEtiqueta: a
      .model({
        /** The tag's key (tagKey): its trimmed, lower-case spelling. */
        etiqueta: a.string().required(),
        imagenId: a.id().required(),
        imagenCreatedAt: a.datetime().required(),
        filePath: a.string().required(),
        etiquetas: a.string().required(),
        isPublica: a.boolean().required(),
        costo: a.float().required(),
        title: a.string(),
      })
      .identifier(['etiqueta', 'imagenId'])
      .secondaryIndexes((index) => [index('etiqueta').sortKeys(['imagenCreatedAt']).queryField('listImagenEtiquetaByEtiqueta')])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    /** The distinct tags of a kind of item (the filter buttons), kept with the entries above. */
    Etiqueta: a
      .model({
        /** TAG_KINDS: which list the tag filters. */
        kind: a.string().required(),
        clave: a.string().required(),
        /** The spelling shown on the button: the first one seen. */
        nombre: a.string().required(),
      })
      .identifier(['kind', 'clave'])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    Compra: a
      .model({
        userId: a.string().required(),
        imagenId: a.id().required(),
        imagen: a.belongsTo('Imagen', 'imagenId'),
        // The buyer's e-mail when granted, so ADMINS see who holds it (userId is a Cognito sub).
        email: a.email(),
        owner: a.string(),
      })
      .secondaryIndexes((index) => [index('userId').sortKeys(['imagenId']).queryField('listCompraByUser')])
      .authorization((allow) => [allow.owner().to(['read']), allow.group('ADMINS')]),

    ContactInfo: a
      .model({
        address: a.string().required(),
        phone: a.string().required(),
        email: a.string().required(),
        lat: a.float().required(),
        lng: a.float().required(),
      })
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    Devocionario: a
      .model({
        name: a.string().required(),
        pagesFolder: a.string().required(),
        // The key of its first page, what /devocionario's card shows: kept by /admin/devocionario
        // and the PDF import, so a card reads it from the record instead of listing the folder
        // (five keys per page with their renditions). Empty while the folder holds no page.
        portada: a.string(),
      })
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    Conferencia: a
      .model({
        title: a.string().required(),
        description: a.string().required(),
        tags: a.string().required(),
        isFree: a.boolean().required(),
        cost: a.float().required(),
        videoPath: a.string().required(),
        thumbnailPath: a.string().required(),
        views: a.integer().default(0),
        likes: a.integer().default(0),
        publishedAt: a.datetime(),
        durationSeconds: a.integer(),
        compras: a.hasMany('ConferenciaCompra', 'conferenciaId'),
        // One value on every video, so that one index orders them all by publication (catalogue-index.ts).
        catalogo: a.string().default(VIDEO_FEED),
      })
      .secondaryIndexes((index) => [index('catalogo').sortKeys(['publishedAt']).queryField('listConferenciaByCatalogo')])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    /** The videos by tag: one entry per video and tag, newest first; the cards are read from the videos. */
    ConferenciaEtiqueta: a
      .model({
        /** The tag's key (tagKey). */
        etiqueta: a.string().required(),
        conferenciaId: a.id().required(),
        publishedAt: a.datetime().required(),
      })
      .identifier(['etiqueta', 'conferenciaId'])
      .secondaryIndexes((index) => [index('etiqueta').sortKeys(['publishedAt']).queryField('listConferenciaEtiquetaByEtiqueta')])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    ConferenciaCompra: a
      .model({
        userId: a.string().required(),
        conferenciaId: a.id().required(),
        conferencia: a.belongsTo('Conferencia', 'conferenciaId'),
        // The buyer's e-mail when granted, so ADMINS see who holds it (userId is a Cognito sub).
        email: a.email(),
        owner: a.string(),
      })
      .secondaryIndexes((index) => [
        index('userId').sortKeys(['conferenciaId']).queryField('listConferenciaCompraByUser'),
      ])
      .authorization((allow) => [allow.owner().to(['read']), allow.group('ADMINS')]),

    Parametro: a
      .model({
        clave: a.string().required(),
        valor: a.string().required(),
      })
      .secondaryIndexes((index) => [index('clave').queryField('listParametroByClave')])
      .authorization((allow) => [
        allow.guest().to(['read']),
        allow.authenticated('identityPool').to(['read']),
        allow.authenticated().to(['read']),
        allow.group('ADMINS'),
      ]),

    // Visits of one day (in the site's time zone), counted by the visit counter next to the total;
    // read by ADMINS for the dashboard, written only by the counter function.
    VisitaDiaria: a
      .model({
        dia: a.date().required(),
        visitas: a.integer().required(),
      })
      .identifier(['dia'])
      .authorization((allow) => [allow.group('ADMINS').to(['read'])]),

    ContactMessage: a
      .model({
        name: a.string().required(),
        email: a.email().required(),
        phone: a.string(),
        message: a.string().required(),
        // What the message is about: the contact form's (absent or CONTACT) or the book follow-up form's.
        topic: a.ref('MessageTopic'),
        // The book a follow-up message is about.
        bookName: a.string(),
      })
      .authorization((allow) => [
        allow.guest().to(['create']),
        allow.authenticated('identityPool').to(['create']),
        allow.authenticated().to(['create']),
        allow.group('ADMINS').to(['read', 'delete']),
      ]),

    MediaKind: a.enum(['IMAGEN', 'CONFERENCIA']),

    AccessRequestStatus: a.enum(['PENDIENTE', 'APROBADA', 'RECHAZADA']),

    AccessDecision: a.enum(['APROBADA', 'RECHAZADA']),

    /*
     * A user's request for a paid video or a private image. No one creates or updates it through
     * the model API: requestAccess writes it (one per user and item, its id made from both, so a
     * second pending one cannot exist) and decideAccessRequest sets the status.
     */
    AccessRequest: a
      .model({
        userId: a.string().required(),
        email: a.email().required(),
        kind: a.ref('MediaKind').required(),
        itemId: a.id().required(),
        message: a.string(),
        reference: a.string(),
        status: a.ref('AccessRequestStatus').required(),
        reason: a.string(),
        requestedAt: a.datetime().required(),
        decidedAt: a.datetime(),
        owner: a.string(),
      })
      .secondaryIndexes((index) => [
        index('status').sortKeys(['requestedAt']).queryField('listAccessRequestByStatus'),
        index('userId').sortKeys(['requestedAt']).queryField('listAccessRequestByUser'),
      ])
      .authorization((allow) => [allow.owner().to(['read']), allow.group('ADMINS').to(['read', 'delete'])]),

    AccessRequestReceipt: a.customType({
      id: a.id().required(),
      kind: a.ref('MediaKind').required(),
      itemId: a.id().required(),
      status: a.ref('AccessRequestStatus').required(),
      requestedAt: a.datetime().required(),
    }),

    AccessDecisionResult: a.customType({
      id: a.id().required(),
      status: a.ref('AccessRequestStatus').required(),
      reason: a.string(),
      decidedAt: a.datetime(),
      purchaseId: a.id(),
    }),

    UserMatch: a.customType({
      sub: a.string().required(),
      email: a.string().required(),
      name: a.string(),
      familyName: a.string(),
    }),

    UserSearchResult: a.customType({
      users: a.ref('UserMatch').required().array().required(),
      /** False when the pool was too large to read whole: more matches may exist. */
      complete: a.boolean().required(),
    }),
    Nivel: a.enum(['PREESCOLAR', 'PRIMARIA', 'SECUNDARIA', 'OTROS']),

    MessageTopic: a.enum(['CONTACT', 'BOOK_FOLLOW_UP']),

    MediaUrl: a.customType({
      url: a.string().required(),
      expiresAt: a.datetime().required(),
    }),

    GrantResult: a.customType({
      kind: a.ref('MediaKind').required(),
      purchaseId: a.id().required(),
      userId: a.string().required(),
      email: a.string().required(),
    }),

    incrementVisits: a
      .mutation()
      .returns(a.integer())
      .authorization((allow) => [allow.guest(), allow.authenticated('identityPool'), allow.authenticated()])
      .handler(a.handler.function(counter)),

    registerVideoView: a
      .mutation()
      .arguments({ conferenciaId: a.id().required() })
      .returns(a.integer())
      .authorization((allow) => [allow.guest(), allow.authenticated('identityPool'), allow.authenticated()])
      .handler(a.handler.function(counter)),

    getMediaUrl: a
      .query()
      .arguments({ kind: a.ref('MediaKind').required(), id: a.id().required() })
      .returns(a.ref('MediaUrl'))
      .authorization((allow) => [allow.authenticated()])
      .handler(a.handler.function(mediaUrl)),

    grantPurchase: a
      .mutation()
      .arguments({ email: a.email().required(), kind: a.ref('MediaKind').required(), id: a.id().required() })
      .returns(a.ref('GrantResult'))
      .authorization((allow) => [allow.group('ADMINS')])
      .handler(a.handler.function(grantPurchase)),

    requestAccess: a
      .mutation()
      .arguments({
        kind: a.ref('MediaKind').required(),
        itemId: a.id().required(),
        message: a.string(),
        reference: a.string(),
      })
      .returns(a.ref('AccessRequestReceipt'))
      .authorization((allow) => [allow.authenticated()])
      .handler(a.handler.function(accessRequests)),

    decideAccessRequest: a
      .mutation()
      .arguments({ id: a.id().required(), decision: a.ref('AccessDecision').required(), reason: a.string() })
      .returns(a.ref('AccessDecisionResult'))
      .authorization((allow) => [allow.group('ADMINS')])
      .handler(a.handler.function(grantPurchase)),

    searchUsers: a
      .query()
      .arguments({ text: a.string().required() })
      .returns(a.ref('UserSearchResult'))
      .authorization((allow) => [allow.group('ADMINS')])
      .handler(a.handler.function(grantPurchase)),
  })
  .authorization((allow) => [
    allow.resource(counter).to(['query', 'mutate']),
    allow.resource(mediaUrl).to(['query']),
    allow.resource(grantPurchase).to(['query', 'mutate']),
    allow.resource(accessRequests).to(['query', 'mutate']),
  ]);

export type Schema = ClientSchema<typeof schema>;
export { schema };

export const data = defineData({
  schema,
  authorizationModes: {
    defaultAuthorizationMode: 'identityPool',
  },
});
