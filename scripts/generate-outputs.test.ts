import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { synthesize } from '../local-cloud/backend/synth';
import { describe, expect, it } from 'vitest';
import { formatOutputs, generateOutputs, OUTPUTS_PATH } from './generate-outputs';

// The committed amplify_outputs.json must be what `npm run outputs` writes from amplify/ now.
describe('amplify_outputs.json', () => {
  it('matches a fresh generation from amplify/ (run `npm run outputs` when this fails)', async () => {
    const fresh = formatOutputs(await generateOutputs());
    const committed = readFileSync(OUTPUTS_PATH, 'utf8');
    expect(JSON.parse(committed)).toEqual(JSON.parse(fresh));
    expect(committed).toBe(fresh);
  });

  it('holds the same model introspection a deploy uploads for the functions', async () => {
    const outdir = await synthesize();
    const asset = readdirSync(outdir)
      .map((name) => join(outdir, name, 'modelIntrospectionSchema.json'))
      .find((file) => existsSync(file));
    expect(asset).toBeDefined();
    const committed = JSON.parse(readFileSync(OUTPUTS_PATH, 'utf8'));
    expect(committed.data.model_introspection).toEqual(JSON.parse(readFileSync(asset!, 'utf8')));
  });

  it('carries the local cloud endpoints and the pool settings the SPA relies on', async () => {
    const outputs = JSON.parse(readFileSync(OUTPUTS_PATH, 'utf8'));
    expect(outputs.version).toBe('1.4');
    expect(outputs.custom.local_cloud).toEqual({
      user_pool_endpoint: 'http://localhost:20002',
      identity_pool_endpoint: 'http://localhost:20002',
      storage_http_endpoint: 'http://localhost:20005',
    });
    expect(outputs.auth.password_policy).toEqual({
      min_length: 8,
      require_lowercase: true,
      require_numbers: true,
      require_symbols: true,
      require_uppercase: true,
    });
    expect(outputs.auth.username_attributes).toEqual(['email']);
    expect(outputs.auth.user_verification_types).toEqual(['email']);
    expect(outputs.auth.unauthenticated_identities_enabled).toBe(true);
    expect(outputs.auth.groups).toEqual([{ ADMINS: { precedence: 0 } }]);
    expect(outputs.data.url).toBe('http://localhost:20002/graphql');
    expect(outputs.data.default_authorization_type).toBe('AWS_IAM');
    expect(outputs.data.authorization_types).toEqual(['AMAZON_COGNITO_USER_POOLS']);
    expect(Object.keys(outputs.data.model_introspection.models)).toContain('ConferenciaCompra');
    expect(outputs.data.model_introspection.mutations).toHaveProperty('incrementVisits');
    const [bucket] = outputs.storage.buckets;
    expect(bucket.name).toBe('educandoEnLaFeMedia');
    expect(bucket.paths['galeria/private/*']).toEqual({ groupsADMINS: ['get', 'list', 'write', 'delete'] });
    expect(bucket.paths['galeria/public/*'].guest).toEqual(['get', 'list']);
  });
});
