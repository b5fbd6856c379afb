/*
 * The user pool as the functions read it (ListUsers, AdminGetUser). The endpoint comes from
 * AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER when set (the SDK reads it itself), so the same
 * code talks to the local cloud. What a function may call is granted in defineAuth's access.
 */
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  UserNotFoundException,
  type AttributeType,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { codedError, ErrorCode } from './error-codes';

export type DirectoryUser = { sub: string; username: string; email: string; name?: string; familyName?: string };

export type UserPage = { users: DirectoryUser[]; nextToken?: string };

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((item) => item.Name === name)?.Value;

function toDirectoryUser(user: UserType): DirectoryUser | null {
  if (!user.Username) return null;
  const sub = attribute(user.Attributes, 'sub');
  if (!sub) throw codedError(ErrorCode.CONFIGURATION, `user ${user.Username} has no sub attribute`);
  return {
    sub,
    username: user.Username,
    email: attribute(user.Attributes, 'email') ?? '',
    name: attribute(user.Attributes, 'name'),
    familyName: attribute(user.Attributes, 'family_name'),
  };
}

/** A ListUsers filter value: quotes and backslashes escaped with a backslash, as Cognito asks. */
export function filterValue(text: string): string {
  return text.replace(/["\\]/g, (c) => `\\${c}`);
}

export function cognitoUsers(userPoolId: string, client = new CognitoIdentityProviderClient({})) {
  return {
    /** One page of ListUsers, optionally filtered (`email ^= "ana"`); at most 60 users a page. */
    async listPage(filter?: string, nextToken?: string, limit = 60): Promise<UserPage> {
      const { Users = [], PaginationToken } = await client.send(
        new ListUsersCommand({ UserPoolId: userPoolId, Limit: limit, ...(filter ? { Filter: filter } : {}), ...(nextToken ? { PaginationToken: nextToken } : {}) }),
      );
      return { users: Users.map(toDirectoryUser).filter((u): u is DirectoryUser => u !== null), nextToken: PaginationToken };
    },

    async findByEmail(email: string): Promise<DirectoryUser | null> {
      const { Users = [] } = await client.send(
        new ListUsersCommand({ UserPoolId: userPoolId, Filter: `email = "${email}"`, Limit: 2 }),
      );
      const [user] = Users;
      const found = user ? toDirectoryUser(user) : null;
      return found && { ...found, email: found.email || email };
    },

    async emailOf(username: string): Promise<string | null> {
      try {
        const { UserAttributes } = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: username }));
        return attribute(UserAttributes, 'email') ?? null;
      } catch (error) {
        if (error instanceof UserNotFoundException) return null;
        throw error;
      }
    },
  };
}
