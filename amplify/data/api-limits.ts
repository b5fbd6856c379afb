/**
 * AppSync's request limits for this API (the GraphQL API settings "query depth limit" and
 * "resolver count limit"), applied to the API by backend.ts and read by the local cloud.
 *
 * - queryDepthLimit: the deepest query the site sends is 4 levels (a purchase with its image's
 *   tags), the standard introspection query of GraphQL tools 15; 16 lets both through and stops
 *   longer chains through the relations (Imagen → compras → imagen …). AppSync's default is 0
 *   (no limit); allowed 1 to 75.
 * - resolverCountLimit: the largest request the site makes is one page of 1,000 purchases, each
 *   with its image or video (1,001 resolvers); 1,500 leaves room and caps what one request can
 *   cost (a document of 2,000 aliased mutations runs no more than this many). AppSync's default
 *   is 10,000; allowed 1 to 10,000.
 */
export const GRAPHQL_API_LIMITS = {
  queryDepthLimit: 16,
  resolverCountLimit: 1500,
} as const;
