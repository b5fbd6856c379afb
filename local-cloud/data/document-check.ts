// What AppSync does with a query document before running it: parse it (at most 15,000
// tokens, graphql-java's parser limit), refuse one that expands to too many fields, validate
// it against the schema, and measure the depth of each operation. Pure and possibly slow
// (validation is quadratic in fields that share a name), so it runs in a worker thread
// (document-validator.ts): a document never holds the process's event loop.
import { Kind, parse, specifiedRules, validate, type GraphQLError, type GraphQLSchema } from 'graphql';
import { validationMessage } from './appsync-messages';
import { MAX_EXPANDED_FIELDS, measureOperation } from './request-limits';

/** Largest query document accepted, in tokens. */
export const MAX_QUERY_TOKENS = 15_000;

export type DocumentCheck =
  | { ok: true; /** Depth of each operation, by name ('' for an anonymous one). */ depths: Record<string, number> }
  | { ok: false; errors: Array<Record<string, unknown>> };

export function errorLocations(error: GraphQLError) {
  return (error.locations ?? []).map((l) => ({ line: l.line, column: l.column, sourceName: null }));
}

export function checkDocument(schema: GraphQLSchema, query: string): DocumentCheck {
  let document;
  try {
    document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
  } catch (error) {
    const e = error as GraphQLError;
    return { ok: false, errors: [{ path: null, locations: errorLocations(e), message: `Validation error of type InvalidSyntax: ${e.message}` }] };
  }
  const depths: Record<string, number> = {};
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const measure = measureOperation(document, definition);
    if (measure.fields > MAX_EXPANDED_FIELDS) {
      return {
        ok: false,
        errors: [{ path: null, locations: null, message: `Maximum field count exceeded. ${measure.fields} > ${MAX_EXPANDED_FIELDS}` }],
      };
    }
    depths[definition.name?.value ?? ''] = measure.depth;
  }
  const errors = validate(schema, document, specifiedRules, { maxErrors: 20 });
  if (errors.length) {
    return { ok: false, errors: errors.map((e) => ({ path: null, locations: errorLocations(e), message: validationMessage(e, document) })) };
  }
  return { ok: true, depths };
}
