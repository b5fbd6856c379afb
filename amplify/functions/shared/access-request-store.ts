/*
 * AccessRequest records over the Amplify data client (IAM). The model API has no way to
 * refuse a create when the id exists or an update when the status moved on, so those two
 * are plain GraphQL mutations with a condition (DynamoDB's ConditionalCheckFailedException
 * when it fails; the local cloud answers the same).
 */
import type { DataClient } from './data-client';
import { assertNoErrors, isConditionalCheckFailure } from './graphql-errors';
import type { MediaKind } from './media-records';
import { accessRequestId } from './record-ids';

export { accessRequestId };

export type AccessStatus = 'PENDIENTE' | 'APROBADA' | 'RECHAZADA';

export type AccessRequestRecord = {
  id: string;
  userId: string;
  email: string;
  kind: MediaKind;
  itemId: string;
  message: string | null;
  reference: string | null;
  status: AccessStatus;
  reason: string | null;
  requestedAt: string;
  decidedAt: string | null;
  owner: string;
};

export type AccessRequestChanges = Partial<
  Pick<AccessRequestRecord, 'message' | 'reference' | 'status' | 'reason' | 'requestedAt' | 'decidedAt' | 'email'>
>;

export interface AccessRequestStore {
  get(id: string): Promise<AccessRequestRecord | null>;
  /** Writes the record unless one with its id exists; false then. */
  createIfAbsent(record: AccessRequestRecord): Promise<boolean>;
  /** Applies the changes while the stored status is still `expected`; false when it is not. */
  updateIfStatus(id: string, expected: AccessStatus, changes: AccessRequestChanges): Promise<boolean>;
}


const FIELDS = 'id userId email kind itemId message reference status reason requestedAt decidedAt owner';

const CREATE = /* GraphQL */ `
  mutation CreateAccessRequestIfAbsent($input: CreateAccessRequestInput!) {
    createAccessRequest(input: $input) { ${FIELDS} }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation UpdateAccessRequestIf($input: UpdateAccessRequestInput!, $condition: ModelAccessRequestConditionInput) {
    updateAccessRequest(input: $input, condition: $condition) { ${FIELDS} }
  }
`;

const GET = /* GraphQL */ `
  query GetAccessRequest($id: ID!) {
    getAccessRequest(id: $id) { ${FIELDS} }
  }
`;

type GraphqlAnswer = { data?: Record<string, unknown> | null; errors?: { message?: string; errorType?: string }[] };

/** client.graphql rejects with the answer when it carries errors; both ways give the answer here. */
async function send(client: DataClient, query: string, variables: Record<string, unknown>): Promise<GraphqlAnswer> {
  try {
    return (await (client.graphql({ query, variables }) as Promise<unknown>)) as GraphqlAnswer;
  } catch (error) {
    if (error && typeof error === 'object' && Array.isArray((error as GraphqlAnswer).errors)) return error as GraphqlAnswer;
    throw error;
  }
}

export function amplifyAccessRequestStore(client: DataClient): AccessRequestStore {
  return {
    async get(id) {
      const result = assertNoErrors(await send(client, GET, { id }), 'getAccessRequest');
      return (result.data?.getAccessRequest as AccessRequestRecord | null | undefined) ?? null;
    },
    async createIfAbsent(record) {
      const result = await send(client, CREATE, { input: record });
      if (isConditionalCheckFailure(result)) return false;
      assertNoErrors(result, 'createAccessRequest');
      return true;
    },
    async updateIfStatus(id, expected, changes) {
      const result = await send(client, UPDATE, { input: { id, ...changes }, condition: { status: { eq: expected } } });
      if (isConditionalCheckFailure(result)) return false;
      assertNoErrors(result, 'updateAccessRequest');
      return true;
    },
  };
}
