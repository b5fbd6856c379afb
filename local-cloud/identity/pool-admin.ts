// What admin tools ask of a user pool itself: ListGroups, GetGroup, DescribeUserPool and
// DescribeUserPoolClient, with AWS's request checks and response shapes (GroupType,
// UserPoolType, UserPoolClientType), describing the pool the backend definition declares.
// SigV4-signed like the other admin operations (admin.ts).
import { LOCAL_ACCOUNT_ID } from '../shared/local-ids';
import { ACCESS_TOKEN_TTL_SECONDS, ID_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '../shared/tokens';
import { admin, requireGroup } from './admin';
import type { PoolContext } from './context';
import { poolCreatedAt } from './db';
import { CognitoError, invalidParameter, requireString } from './errors';

const seconds = (ms: number) => ms / 1000;

function groupType(ctx: PoolContext, group: { name: string; precedence: number }) {
  const created = seconds(poolCreatedAt(ctx.db));
  return {
    GroupName: group.name,
    UserPoolId: ctx.settings.userPoolId,
    Precedence: group.precedence,
    RoleArn: ctx.settings.roleArn(`${group.name}GroupRole`),
    LastModifiedDate: created,
    CreationDate: created,
  };
}

export const listGroups = admin((ctx, body) => {
  const limit = body.Limit === undefined ? 60 : body.Limit;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > 60) {
    throw invalidParameter(`1 validation error detected: Value '${String(limit)}' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 60`);
  }
  const start = typeof body.NextToken === 'string' ? Number(Buffer.from(body.NextToken, 'base64').toString('utf8')) : 0;
  if (!Number.isInteger(start) || start < 0 || start > ctx.settings.groups.length) throw invalidParameter('Invalid pagination token.');
  const all = [...ctx.settings.groups].sort((a, b) => a.name.localeCompare(b.name));
  const page = all.slice(start, start + (limit || 60));
  const next = start + page.length < all.length ? Buffer.from(String(start + page.length)).toString('base64') : undefined;
  return { Groups: page.map((g) => groupType(ctx, g)), ...(next ? { NextToken: next } : {}) };
});

export const getGroup = admin((ctx, body) => {
  const name = requireGroup(ctx, body);
  return { Group: groupType(ctx, ctx.settings.groups.find((g) => g.name === name)!) };
});

function schemaAttributes(ctx: PoolContext) {
  const BOOLEAN = new Set(['email_verified', 'phone_number_verified']);
  const attribute = (name: string, spec: { mutable: boolean; required: boolean; custom: boolean }) => {
    const type = name === 'updated_at' ? 'Number' : BOOLEAN.has(name) ? 'Boolean' : (ctx.settings.attributeTypes.get(name) ?? 'String');
    return {
      Name: name,
      AttributeDataType: type,
      DeveloperOnlyAttribute: false,
      Mutable: spec.mutable,
      Required: spec.required,
      ...(type === 'String' ? { StringAttributeConstraints: { MinLength: spec.custom ? '1' : '0', MaxLength: '2048' } } : {}),
      ...(type === 'Number' && !spec.custom ? { NumberAttributeConstraints: { MinValue: '0' } } : {}),
    };
  };
  return [
    { Name: 'sub', AttributeDataType: 'String', DeveloperOnlyAttribute: false, Mutable: false, Required: true, StringAttributeConstraints: { MinLength: '1', MaxLength: '2048' } },
    ...[...ctx.settings.attributes].map(([name, spec]) => attribute(name, spec)),
  ];
}

export const describeUserPool = admin((ctx) => {
  const { settings } = ctx;
  const created = seconds(poolCreatedAt(ctx.db));
  const region = settings.userPoolId.split('_')[0];
  const policy = settings.passwordPolicy;
  return {
    UserPool: {
      Id: settings.userPoolId,
      Name: settings.poolName,
      Arn: `arn:aws:cognito-idp:${region}:${LOCAL_ACCOUNT_ID}:userpool/${settings.userPoolId}`,
      Policies: {
        PasswordPolicy: {
          MinimumLength: policy.minLength,
          RequireUppercase: policy.requireUppercase,
          RequireLowercase: policy.requireLowercase,
          RequireNumbers: policy.requireNumbers,
          RequireSymbols: policy.requireSymbols,
          TemporaryPasswordValidityDays: settings.temporaryPasswordValidityDays,
        },
        SignInPolicy: { AllowedFirstAuthFactors: ['PASSWORD'] },
      },
      DeletionProtection: 'INACTIVE',
      LambdaConfig: {},
      LastModifiedDate: created,
      CreationDate: created,
      SchemaAttributes: schemaAttributes(ctx),
      AutoVerifiedAttributes: settings.autoVerifiedAttributes,
      UsernameAttributes: settings.usernameAttributes,
      VerificationMessageTemplate: { DefaultEmailOption: 'CONFIRM_WITH_CODE' },
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: [] },
      MfaConfiguration: settings.mfaConfiguration,
      EstimatedNumberOfUsers: (ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n,
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
      UserPoolTags: {},
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false, UnusedAccountValidityDays: settings.temporaryPasswordValidityDays },
      UsernameConfiguration: { CaseSensitive: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Priority: 1, Name: 'verified_email' }] },
      UserPoolTier: 'ESSENTIALS',
    },
  };
});

export const describeUserPoolClient = admin((ctx, body) => {
  const clientId = requireString(body, 'ClientId', 'clientId');
  if (clientId !== ctx.settings.clientId) throw new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  const created = seconds(poolCreatedAt(ctx.db));
  return {
    UserPoolClient: {
      UserPoolId: ctx.settings.userPoolId,
      ClientName: `${ctx.settings.poolName}AppClient`,
      ClientId: clientId,
      LastModifiedDate: created,
      CreationDate: created,
      RefreshTokenValidity: REFRESH_TOKEN_TTL_SECONDS / 86_400,
      AccessTokenValidity: ACCESS_TOKEN_TTL_SECONDS / 60,
      IdTokenValidity: ID_TOKEN_TTL_SECONDS / 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
      ExplicitAuthFlows: [...ctx.settings.authFlows],
      SupportedIdentityProviders: ['COGNITO'],
      AllowedOAuthFlowsUserPoolClient: false,
      PreventUserExistenceErrors: ctx.settings.preventUserExistenceErrors ? 'ENABLED' : 'LEGACY',
      EnableTokenRevocation: true,
      EnablePropagateAdditionalUserContextData: false,
      AuthSessionValidity: 3,
    },
  };
});
