import { a, defineData, type ClientSchema } from '@aws-amplify/backend';
import { counter } from '../functions/counter/resource';
import { mediaUrl } from '../functions/media-url/resource';
import { grantPurchase } from '../functions/grant-purchase/resource';

/*
 * Authorization follows the specification's roles with the corrections of
 * architecture.md: content is readable by everyone (guests through the identity
 * pool, signed-in users through either mode) and written by ADMINS only;
 * Parametro is written by ADMINS (the visit counter goes through a function);
 * purchases are created by ADMINS and read by their owner; contact messages are
 * created by anyone and read by ADMINS.
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
        // The shelf an admin chose; without it the name's prefix decides (Preescolar, Primaria...).
        nivel: a.ref('Nivel'),
      })
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
        compras: a.hasMany('Compra', 'imagenId'),
      })
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
        compras: a.hasMany('ConferenciaCompra', 'conferenciaId'),
      })
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
  })
  .authorization((allow) => [
    allow.resource(counter).to(['query', 'mutate']),
    allow.resource(mediaUrl).to(['query']),
    allow.resource(grantPurchase).to(['query', 'mutate']),
  ]);

export type Schema = ClientSchema<typeof schema>;
export { schema };

export const data = defineData({
  schema,
  authorizationModes: {
    defaultAuthorizationMode: 'identityPool',
  },
});
