import { defineBackend } from '@aws-amplify/backend';
import { auth } from './auth/resource';
import { data } from './data/resource';
import { storage } from './storage/resource';
import { counter } from './functions/counter/resource';
import { mediaUrl } from './functions/media-url/resource';
import { grantPurchase } from './functions/grant-purchase/resource';
import { PASSWORD_POLICY } from './auth/password-policy';
import { GRAPHQL_API_LIMITS } from './data/api-limits';

const backend = defineBackend({ auth, data, storage, counter, mediaUrl, grantPurchase });

// The password policy is not a defineAuth option: it is set on the user pool itself.
backend.auth.resources.cfnResources.cfnUserPool.policies = {
  passwordPolicy: {
    minimumLength: PASSWORD_POLICY.minLength,
    requireLowercase: PASSWORD_POLICY.requireLowercase,
    requireUppercase: PASSWORD_POLICY.requireUppercase,
    requireNumbers: PASSWORD_POLICY.requireNumbers,
    requireSymbols: PASSWORD_POLICY.requireSymbols,
    temporaryPasswordValidityDays: PASSWORD_POLICY.temporaryPasswordValidityDays,
  },
};

// AppSync's request limits are settings of the GraphQL API, not defineData options.
const { cfnGraphqlApi } = backend.data.resources.cfnResources;
cfnGraphqlApi.queryDepthLimit = GRAPHQL_API_LIMITS.queryDepthLimit;
cfnGraphqlApi.resolverCountLimit = GRAPHQL_API_LIMITS.resolverCountLimit;

export { backend };
