import { describe, expect, it } from 'vitest';
import { APPSYNC_DEFAULT_LIMITS, apiLimitsOf } from './request-limits';

const api = ['data', 'resources', 'cfnResources', 'cfnGraphqlApi'];

describe('apiLimitsOf', () => {
  it("reads the limits backend.ts sets on the GraphQL API, as a property or a property override", () => {
    expect(
      apiLimitsOf({ overrides: [{ path: [...api, 'queryDepthLimit'], value: 16 }, { path: [...api, 'resolverCountLimit'], value: 1500 }] }),
    ).toEqual({ queryDepthLimit: 16, resolverCountLimit: 1500 });
    expect(apiLimitsOf({ overrides: [{ path: [...api, 'addPropertyOverride'], args: ['QueryDepthLimit', 9] }] })).toEqual({
      queryDepthLimit: 9,
      resolverCountLimit: 10_000,
    });
  });

  it("keeps AppSync's defaults for a backend that sets none, and ignores other resources' settings", () => {
    expect(apiLimitsOf({ overrides: [] })).toEqual(APPSYNC_DEFAULT_LIMITS);
    expect(apiLimitsOf({ overrides: [{ path: ['auth', 'resources', 'cfnResources', 'cfnUserPool', 'queryDepthLimit'], value: 3 }] })).toEqual(
      APPSYNC_DEFAULT_LIMITS,
    );
  });

  it('refuses limits AppSync would refuse', () => {
    expect(() => apiLimitsOf({ overrides: [{ path: [...api, 'queryDepthLimit'], value: 76 }] })).toThrow(/queryDepthLimit must be 0 or 1 to 75/);
    expect(() => apiLimitsOf({ overrides: [{ path: [...api, 'resolverCountLimit'], value: 10_001 }] })).toThrow(/resolverCountLimit must be 1 to 10000/);
  });
});
