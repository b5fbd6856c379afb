/*
 * Finds a user of the pool by e-mail with ListUsers (filter `email = "..."`).
 * The endpoint comes from AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set (the
 * SDK reads it itself), so the same code talks to the local cloud.
 */
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { DirectoryUser, UserDirectory } from './grant';
import { codedError, ErrorCode } from '../shared/error-codes';

export function cognitoDirectory(userPoolId: string, client = new CognitoIdentityProviderClient({})): UserDirectory {
  return {
    async findByEmail(email) {
      const { Users = [] } = await client.send(
        new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"`, Limit: 2 }),
      );
      const [user] = Users;
      if (!user?.Username) return null;
      const attribute = (name: string) => user.Attributes?.find((item) => item.Name === name)?.Value;
      const sub = attribute('sub');
      if (!sub) throw codedError(ErrorCode.CONFIGURATION, `user ${user.Username} has no sub attribute`);
      const found: DirectoryUser = { sub, username: user.Username, email: attribute('email') ?? email };
      return found;
    },
  };
}
