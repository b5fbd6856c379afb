/*
 * AppSync Lambda resolver of Mutation.grantPurchase(email, kind, id) (ADMINS only).
 *
 * Environment:
 *   AMPLIFY_AUTH_USERPOOL_ID                     the user pool (Gen 2 auth access: `${authName}_USERPOOL_ID`)
 *   AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER   local cloud only: the Cognito endpoint (read by the SDK)
 *   plus the data client variables of ../shared/data-client.ts (AMPLIFY_DATA_*, AWS_REGION, AWS credentials,
 *   AWS_ENDPOINT_URL_S3 locally).
 * Errors start with their code (../shared/error-codes.ts): USER_NOT_FOUND, NOT_FOUND, UNAUTHORIZED or BAD_REQUEST.
 */
import { requireUser, type AppSyncEvent } from '../shared/appsync-event';
import { dataClient, requireEnv } from '../shared/data-client';
import { amplifyMediaRecords, parseKind } from '../shared/media-records';
import { cognitoDirectory } from './cognito-directory';
import { grantPurchase, type GrantResult } from './grant';
import { amplifyPurchaseWriter } from './purchase-writer';

type Args = { email?: string; kind?: string; id?: string };

export const handler = async (event: AppSyncEvent<Args>): Promise<GrantResult> => {
  const caller = requireUser(event.identity);
  const kind = parseKind(event.arguments.kind);
  const client = await dataClient();
  return grantPurchase(
    {
      users: cognitoDirectory(requireEnv('AMPLIFY_AUTH_USERPOOL_ID')),
      records: { ...amplifyMediaRecords(client), ...amplifyPurchaseWriter(client) },
    },
    caller,
    { email: event.arguments.email ?? '', kind, id: event.arguments.id ?? '' },
  );
};
