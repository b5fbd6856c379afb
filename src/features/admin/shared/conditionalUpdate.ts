/*
 * Writes that do not silently overwrite another admin's work: an update carries the
 * updatedAt the screen loaded, and AppSync (DynamoDB, or the local cloud) refuses it when
 * the stored record changed since. The model API of aws-amplify has no condition argument,
 * so the mutation is sent as GraphQL through the same client; the record is then read back
 * whole with the model API, whatever fields the model has.
 */
import type { Schema } from '../../../../amplify/data/resource';
import { getDataClient } from '../../../lib/data-client';
import { graphQLErrorsOf, unwrap } from '../../../lib/data-results';

/** The models the admin screens update this way. */
export type GuardedModel = 'Libro' | 'Devocionario' | 'Conferencia' | 'Imagen';

/** Another admin changed the record after this screen loaded it; nothing was written. */
export class EditConflictError extends Error {
  constructor(readonly model: GuardedModel, readonly id: string) {
    super(`${model} ${id} changed since it was loaded`);
    this.name = 'EditConflictError';
  }
}

export const isConditionFailure = (error: unknown) =>
  graphQLErrorsOf(error).some((e) => /ConditionalCheckFailed/.test(`${e.errorType ?? ''} ${e.message ?? ''}`));

const mutationOf = (model: GuardedModel) => /* GraphQL */ `
  mutation Update${model}IfUnchanged($input: Update${model}Input!, $condition: Model${model}ConditionInput) {
    update${model}(input: $input, condition: $condition) { id updatedAt }
  }
`;

type Input<M extends GuardedModel> = { id: string } & Partial<Omit<Schema[M]['type'], 'id' | 'createdAt' | 'updatedAt'>>;

/** Updates the record when it is still the version last seen (its updatedAt); rejects with EditConflictError otherwise. */
export async function updateIfUnchanged<M extends GuardedModel>(
  model: M,
  input: Input<M>,
  seenUpdatedAt: string,
): Promise<Schema[M]['type']> {
  const client = getDataClient('userPool');
  try {
    await client.graphql({ query: mutationOf(model), variables: { input, condition: { updatedAt: { eq: seenUpdatedAt } } } });
  } catch (error) {
    if (isConditionFailure(error)) throw new EditConflictError(model, input.id);
    throw error;
  }
  const models = client.models as unknown as Record<
    GuardedModel,
    { get: (key: { id: string }) => Promise<{ data: Schema[M]['type'] | null; errors?: { message?: string }[] }> }
  >;
  return unwrap(await models[model].get({ id: input.id }));
}

/** The current stored version of a record (to show after a conflict). */
export async function reloadRecord<M extends GuardedModel>(model: M, id: string): Promise<Schema[M]['type'] | null> {
  const models = getDataClient('userPool').models as unknown as Record<
    GuardedModel,
    { get: (key: { id: string }) => Promise<{ data: Schema[M]['type'] | null; errors?: { message?: string }[] }> }
  >;
  const result = await models[model].get({ id });
  if (result.errors?.length) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result.data;
}
