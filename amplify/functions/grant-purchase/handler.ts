/*
 * AppSync Lambda resolver of the administrators' access operations (ADMINS only):
 *   Mutation.grantPurchase(email, kind, id)          grant an item to the user with that e-mail
 *   Mutation.decideAccessRequest(id, decision, reason) approve (grants) or reject a request
 *   Query.searchUsers(text)                           users whose name or e-mail holds the text
 *
 * Environment:
 *   AMPLIFY_AUTH_USERPOOL_ID                     the user pool (Gen 2 auth access: `${authName}_USERPOOL_ID`)
 *   AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER   local cloud only: the Cognito endpoint (read by the SDK)
 *   plus the data client variables of ../shared/data-client.ts (AMPLIFY_DATA_*, AWS_REGION, AWS credentials,
 *   AWS_ENDPOINT_URL_S3 locally).
 * Errors start with their code (../shared/error-codes.ts): USER_NOT_FOUND, NOT_FOUND, UNAUTHORIZED,
 * BAD_REQUEST, ALREADY_DECIDED or UNSUPPORTED.
 */
import { fieldNameOf, requireUser, type AppSyncEvent } from '../shared/appsync-event';
import { amplifyAccessRequestStore } from '../shared/access-request-store';
import { cognitoUsers } from '../shared/cognito-users';
import { dataClient, requireEnv } from '../shared/data-client';
import { codedError, ErrorCode } from '../shared/error-codes';
import { amplifyMediaRecords, parseKind } from '../shared/media-records';
import { decideAccessRequest, type DecisionResult } from './decide';
import { grantPurchase, type GrantResult } from './grant';
import { amplifyPurchaseWriter } from './purchase-writer';
import { searchUsers, type UserSearchResult } from './search-users';

type Args = { email?: string; kind?: string; id?: string; decision?: string; reason?: string | null; text?: string };

export const handler = async (event: AppSyncEvent<Args>): Promise<GrantResult | DecisionResult | UserSearchResult> => {
  const caller = requireUser(event.identity);
  const args = event.arguments;
  const users = () => cognitoUsers(requireEnv('AMPLIFY_AUTH_USERPOOL_ID'));
  const field = fieldNameOf(event);
  switch (field) {
    case 'searchUsers':
      return searchUsers(users(), caller, args.text);
    case 'decideAccessRequest': {
      const client = await dataClient();
      return decideAccessRequest(
        {
          requests: amplifyAccessRequestStore(client),
          records: { ...amplifyMediaRecords(client), ...amplifyPurchaseWriter(client) },
        },
        caller,
        { id: args.id ?? '', decision: args.decision, reason: args.reason },
      );
    }
    case 'grantPurchase': {
      const kind = parseKind(args.kind);
      const client = await dataClient();
      return grantPurchase(
        { users: users(), records: { ...amplifyMediaRecords(client), ...amplifyPurchaseWriter(client) } },
        caller,
        { email: args.email ?? '', kind, id: args.id ?? '' },
      );
    }
    default:
      throw codedError(ErrorCode.UNSUPPORTED, `grantPurchase does not serve ${field || 'this field'}`);
  }
};
