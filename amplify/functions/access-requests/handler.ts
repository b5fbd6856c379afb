/*
 * AppSync Lambda resolver of Mutation.requestAccess(kind, itemId, message, reference)
 * (signed-in users, user-pool mode).
 *
 * Environment:
 *   AMPLIFY_AUTH_USERPOOL_ID                     the user pool, to read the caller's e-mail (AdminGetUser)
 *   AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER   local cloud only: the Cognito endpoint (read by the SDK)
 *   plus the data client variables of ../shared/data-client.ts.
 * Errors start with their code (../shared/error-codes.ts): BAD_REQUEST, UNAUTHORIZED, NOT_FOUND,
 * FREE_ITEM, ALREADY_OWNED or ALREADY_REQUESTED.
 */
import { requireUser, type AppSyncEvent } from '../shared/appsync-event';
import { amplifyAccessRequestStore } from '../shared/access-request-store';
import { cognitoUsers } from '../shared/cognito-users';
import { dataClient, requireEnv } from '../shared/data-client';
import { amplifyMediaRecords, parseKind } from '../shared/media-records';
import { requestAccess, type AccessRequestReceipt } from './request-access';

type Args = { kind?: string; itemId?: string; message?: string | null; reference?: string | null };

export const handler = async (event: AppSyncEvent<Args>): Promise<AccessRequestReceipt> => {
  const caller = requireUser(event.identity);
  const kind = parseKind(event.arguments.kind);
  const client = await dataClient();
  return requestAccess(
    {
      requests: amplifyAccessRequestStore(client),
      records: amplifyMediaRecords(client),
      users: cognitoUsers(requireEnv('AMPLIFY_AUTH_USERPOOL_ID')),
    },
    caller,
    { kind, itemId: event.arguments.itemId ?? '', message: event.arguments.message, reference: event.arguments.reference },
  );
};
