// The user pool's settings, read from the backend definition rather than a second copy:
// amplify_outputs.json (password policy, required attributes, groups, MFA, guest access)
// and defineAuth as the backend description read it (the attribute schema: custom
// attributes, mutability; what functions may call; the temporary password validity that
// backend.ts may set on the user pool; the e-mail texts of loginWith.email).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBackend, type AuthDescription, type BackendDescription } from '../backend/description';
import { LOCAL_ACCOUNT_ID, LOCAL_IDENTITY_POOL_ID, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../shared/local-ids';

export type MfaMethod = 'SMS' | 'TOTP' | 'EMAIL';

export interface AttributeSpec {
  mutable: boolean;
  required: boolean;
  custom: boolean;
}

/** An e-mail as the pool sends it, with Cognito's placeholders ({####}, {username}) still in. */
export interface MessageTemplate {
  subject: string;
  body: string;
}

export interface PoolSettings {
  userPoolId: string;
  clientId: string;
  identityPoolId: string;
  /** The part of the pool id after the region, which SRP mixes into the password hash. */
  poolName: string;
  passwordPolicy: {
    minLength: number;
    requireLowercase: boolean;
    requireUppercase: boolean;
    requireNumbers: boolean;
    requireSymbols: boolean;
  };
  attributes: Map<string, AttributeSpec>;
  groups: { name: string; precedence: number }[];
  mfaConfiguration: 'OFF' | 'OPTIONAL' | 'ON';
  mfaMethods: MfaMethod[];
  /** The app client's flows: Gen 2's default (ALLOW_USER_SRP_AUTH, ALLOW_CUSTOM_AUTH, ALLOW_REFRESH_TOKEN_AUTH) or backend.ts's. */
  authFlows: Set<string>;
  /** How users sign in ('email', 'phone_number'): the pool's username attributes. */
  usernameAttributes: string[];
  /** Attributes Cognito verifies by sending a code ('email', 'phone_number'). */
  autoVerifiedAttributes: string[];
  /** Custom attributes' data types (String by default). */
  attributeTypes: Map<string, string>;
  preventUserExistenceErrors: boolean;
  guestAccess: boolean;
  temporaryPasswordValidityDays: number;
  /** The verification (and password reset) e-mail and the invitation e-mail, from defineAuth's loginWith.email. */
  messages: { verification: MessageTemplate; invitation: MessageTemplate };
  /** Admin API actions each function may call (defineAuth's access), by function name. */
  functionActions: Map<string, Set<string>>;
  roleArn: (roleName: string) => string;
}


/** Cognito's standard attributes (all exist in every pool; the definition only makes them required or immutable). */
const STANDARD_ATTRIBUTES = [
  'address', 'birthdate', 'email', 'family_name', 'gender', 'given_name', 'locale', 'middle_name', 'name',
  'nickname', 'phone_number', 'picture', 'preferred_username', 'profile', 'updated_at', 'website', 'zoneinfo',
  'email_verified', 'phone_number_verified',
];

/** CDK's names for the standard attributes (defineAuth's userAttributes keys) → OIDC names. */
const CDK_TO_OIDC: Record<string, string> = {
  address: 'address', birthdate: 'birthdate', email: 'email', familyName: 'family_name', gender: 'gender',
  givenName: 'given_name', locale: 'locale', middleName: 'middle_name', fullname: 'name', nickname: 'nickname',
  phoneNumber: 'phone_number', profilePicture: 'picture', preferredUsername: 'preferred_username',
  profilePage: 'profile', lastUpdateTime: 'updated_at', website: 'website', timezone: 'zoneinfo',
};

interface OutputsAuth {
  password_policy?: {
    min_length?: number;
    require_lowercase?: boolean;
    require_uppercase?: boolean;
    require_numbers?: boolean;
    require_symbols?: boolean;
  };
  standard_required_attributes?: string[];
  groups?: Record<string, { precedence?: number }>[];
  /** Outputs say NONE / OPTIONAL / REQUIRED. */
  mfa_configuration?: string;
  mfa_methods?: MfaMethod[];
  unauthenticated_identities_enabled?: boolean;
  username_attributes?: string[];
  user_verification_types?: string[];
}


/**
 * defineAuth access actions → the Cognito operations their IAM policy allows, as
 * @aws-amplify/backend-auth's UserPoolAccessPolicyFactory maps them (its map is not exported).
 */
const ACCESS_ACTIONS: Record<string, string[]> = {
  manageUsers: [
    'AdminConfirmSignUp', 'AdminCreateUser', 'AdminDeleteUser', 'AdminDeleteUserAttributes', 'AdminDisableUser', 'AdminEnableUser',
    'AdminGetUser', 'AdminListGroupsForUser', 'AdminRespondToAuthChallenge', 'AdminSetUserMFAPreference', 'AdminSetUserSettings',
    'AdminUpdateUserAttributes', 'AdminUserGlobalSignOut',
  ],
  manageGroupMembership: ['AdminAddUserToGroup', 'AdminRemoveUserFromGroup'],
  manageGroups: ['GetGroup', 'ListGroups', 'CreateGroup', 'DeleteGroup', 'UpdateGroup'],
  manageUserDevices: ['AdminForgetDevice', 'AdminGetDevice', 'AdminListDevices', 'AdminUpdateDeviceStatus'],
  managePasswordRecovery: ['AdminResetUserPassword', 'AdminSetUserPassword'],
  manageProviderForUser: ['AdminLinkProviderForUser'],
  addUserToGroup: ['AdminAddUserToGroup'],
  createGroup: ['CreateGroup'],
  createUser: ['AdminCreateUser'],
  deleteGroup: ['DeleteGroup'],
  deleteUser: ['AdminDeleteUser'],
  deleteUserAttributes: ['AdminDeleteUserAttributes'],
  disableUser: ['AdminDisableUser'],
  enableUser: ['AdminEnableUser'],
  forgetDevice: ['AdminForgetDevice'],
  getDevice: ['AdminGetDevice'],
  getGroup: ['GetGroup'],
  getUser: ['AdminGetUser'],
  listUsers: ['ListUsers'],
  listUsersInGroup: ['ListUsersInGroup'],
  listDevices: ['AdminListDevices'],
  listGroups: ['ListGroups'],
  listGroupsForUser: ['AdminListGroupsForUser'],
  removeUserFromGroup: ['AdminRemoveUserFromGroup'],
  resetUserPassword: ['AdminResetUserPassword'],
  setUserMfaPreference: ['AdminSetUserMFAPreference'],
  setUserPassword: ['AdminSetUserPassword'],
  setUserSettings: ['AdminSetUserSettings'],
  updateDeviceStatus: ['AdminUpdateDeviceStatus'],
  updateGroup: ['UpdateGroup'],
  updateUserAttributes: ['AdminUpdateUserAttributes'],
};

/** Gen 2's default app client: SRP, custom auth and refresh. */
const DEFAULT_AUTH_FLOWS = ['ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

/** The app client's flows, as backend.ts may set them on the client (explicitAuthFlows). */
function authFlowsOf(backend: BackendDescription): Set<string> {
  const path = ['auth', 'resources', 'cfnResources', 'cfnUserPoolClient'];
  const at = (p: string[], tail: string) => p.length === path.length + 1 && path.every((x, i) => p[i] === x) && p[path.length] === tail;
  let flows: unknown;
  for (const o of backend.overrides) {
    if (at(o.path, 'explicitAuthFlows') && o.value !== undefined) flows = o.value;
    if (at(o.path, 'addPropertyOverride') && o.args?.[0] === 'ExplicitAuthFlows') flows = o.args[1];
  }
  return new Set(Array.isArray(flows) ? flows.map(String) : DEFAULT_AUTH_FLOWS);
}

/** Cognito's own texts, used when the definition sets none. */
const DEFAULT_MESSAGES = {
  verification: { subject: 'Your verification code', body: 'Your verification code is {####}.' },
  invitation: { subject: 'Your temporary password', body: 'Your username is {username} and temporary password is {####}.' },
};

/** The e-mail templates as the construct renders them for CloudFormation (placeholders left for Cognito). */
function messagesOf(definition: AuthDescription | undefined): PoolSettings['messages'] {
  const messages = definition?.messages ?? {};
  return {
    verification: {
      subject: messages.verification?.subject ?? DEFAULT_MESSAGES.verification.subject,
      body: messages.verification?.body ?? DEFAULT_MESSAGES.verification.body,
    },
    invitation: {
      subject: messages.invitation?.subject ?? DEFAULT_MESSAGES.invitation.subject,
      body: messages.invitation?.body ?? DEFAULT_MESSAGES.invitation.body,
    },
  };
}

function functionActionsOf(definition: AuthDescription | undefined): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const grant of definition?.access ?? []) {
    const set = result.get(grant.functionName) ?? new Set<string>();
    for (const action of grant.actions) for (const op of ACCESS_ACTIONS[action] ?? []) set.add(op);
    result.set(grant.functionName, set);
  }
  return result;
}

export function outputsPath(backend?: BackendDescription): string {
  return process.env.AMPLIFY_OUTPUTS_PATH ?? join(backend?.projectDir ?? loadBackend().projectDir, 'amplify_outputs.json');
}

/** Cognito's defaults, for a backend without defineAuth (no outputs auth section). */
const COGNITO_DEFAULT_POLICY = { min_length: 8, require_lowercase: true, require_uppercase: true, require_numbers: true, require_symbols: true };

export async function loadPoolSettings(backend: BackendDescription = loadBackend()): Promise<PoolSettings> {
  const path = outputsPath(backend);
  const definition = backend.auth;
  if (definition && !existsSync(path)) {
    throw new Error(`identity: ${path} is missing; generate it with 'npm run outputs' (the pool's password policy and settings come from it)`);
  }
  const outputs = definition ? (JSON.parse(readFileSync(path, 'utf8')) as { auth?: OutputsAuth }) : {};
  const auth: OutputsAuth = outputs.auth ?? { password_policy: COGNITO_DEFAULT_POLICY, unauthenticated_identities_enabled: false };
  if (definition && !outputs.auth?.password_policy) throw new Error(`identity: ${path} has no auth.password_policy`);

  // The attribute schema is only in the definition (outputs carry no custom attributes).
  const attributes = new Map<string, AttributeSpec>();
  for (const name of STANDARD_ATTRIBUTES) attributes.set(name, { mutable: true, required: false, custom: false });
  for (const [key, spec] of Object.entries(definition?.userAttributes ?? {})) {
    const name = key.startsWith('custom:') ? key : (CDK_TO_OIDC[key] ?? key);
    attributes.set(name, { mutable: spec.mutable ?? true, required: spec.required ?? false, custom: key.startsWith('custom:') });
  }
  for (const name of auth.standard_required_attributes ?? []) {
    const spec = attributes.get(name);
    if (spec) spec.required = true;
  }

  const groups = (auth.groups ?? []).flatMap((entry) =>
    Object.entries(entry).map(([name, g]) => ({ name, precedence: g.precedence ?? 0 })),
  );
  for (const name of definition?.groups ?? []) {
    if (!groups.some((g) => g.name === name)) groups.push({ name, precedence: groups.length });
  }

  const policy = auth.password_policy ?? COGNITO_DEFAULT_POLICY;
  // The ids are the local cloud's own (local-ids.ts); the outputs file is generated from them.
  return {
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_USER_POOL_CLIENT_ID,
    identityPoolId: LOCAL_IDENTITY_POOL_ID,
    poolName: LOCAL_USER_POOL_ID.split('_')[1] ?? '',
    passwordPolicy: {
      minLength: policy.min_length ?? 8,
      requireLowercase: policy.require_lowercase ?? false,
      requireUppercase: policy.require_uppercase ?? false,
      requireNumbers: policy.require_numbers ?? false,
      requireSymbols: policy.require_symbols ?? false,
    },
    attributes,
    groups: groups.sort((a, b) => a.precedence - b.precedence),
    mfaConfiguration: auth.mfa_configuration === 'REQUIRED' || auth.mfa_configuration === 'ON' ? 'ON' : auth.mfa_configuration === 'OPTIONAL' ? 'OPTIONAL' : 'OFF',
    mfaMethods: auth.mfa_methods ?? [],
    authFlows: authFlowsOf(backend),
    usernameAttributes: auth.username_attributes ?? (definition?.loginWith.phone && !definition.loginWith.email ? ['phone_number'] : ['email']),
    autoVerifiedAttributes: auth.user_verification_types ?? ['email'],
    attributeTypes: new Map(
      Object.entries(definition?.userAttributes ?? {}).flatMap(([name, spec]) => (spec.dataType ? [[name, spec.dataType] as [string, string]] : [])),
    ),
    preventUserExistenceErrors: true,
    guestAccess: auth.unauthenticated_identities_enabled ?? true,
    // Not in the outputs file: what backend.ts sets on the user pool (Cognito's default is 7 days).
    temporaryPasswordValidityDays: definition?.passwordPolicy?.temporaryPasswordValidityDays ?? 7,
    messages: messagesOf(definition),
    functionActions: functionActionsOf(definition),
    roleArn: (roleName) => `arn:aws:iam::${LOCAL_ACCOUNT_ID}:role/${roleName}`,
  };
}
