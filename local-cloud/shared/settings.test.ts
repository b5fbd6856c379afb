import { describe, expect, it } from 'vitest';
import { readSettings, SEED_DEFAULTS } from './settings';

describe('local cloud settings', () => {
  it('has the documented defaults', () => {
    const s = readSettings({});
    expect(s).toMatchObject({ gatewayPort: 20002, storagePort: 20005, sitePort: 8080, embedded: true, storageFsync: true, functionConcurrency: 2 });
    expect(s.dir).toMatch(/\.local-cloud$/);
    expect(s.maxObjectBytes).toBeUndefined();
    expect(s.operator).toBeUndefined();
    expect(s.seed).toEqual(SEED_DEFAULTS);
    expect(s.corsOrigins).toContain('http://localhost:8080');
  });

  it('treats an empty variable as unset, the same for every SEED_* value', () => {
    const s = readSettings({ SEED_USER_EMAIL: '', SEED_ADMIN_PASSWORD: '', PORT: '' });
    expect(s.seed.userEmail).toBe(SEED_DEFAULTS.userEmail);
    expect(s.seed.adminPassword).toBe(SEED_DEFAULTS.adminPassword);
    expect(s.sitePort).toBe(8080);
  });

  it('reads the variables once into typed values', () => {
    const s = readSettings({
      LOCAL_CLOUD_DIR: '/tmp/x',
      LOCAL_CLOUD_GATEWAY_PORT: '0',
      PORT: '3000',
      LOCAL_CLOUD: '0',
      LOCAL_CLOUD_MAX_OBJECT_BYTES: '1048576',
      LOCAL_CLOUD_STORAGE_FSYNC: 'off',
      LOCAL_CLOUD_FUNCTION_CONCURRENCY: '4',
      LOCAL_CLOUD_CORS_ORIGINS: 'https://a.example, https://b.example',
      LOCAL_OPERATOR_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      LOCAL_OPERATOR_SECRET_ACCESS_KEY: 'secret',
      SEED_USER_PASSWORD: ' spaced password ',
    });
    expect(s).toMatchObject({ dir: '/tmp/x', gatewayPort: 0, sitePort: 3000, embedded: false, maxObjectBytes: 1048576, storageFsync: false, functionConcurrency: 4 });
    expect(s.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(s.operator).toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' });
    expect(s.seed.userPassword).toBe(' spaced password ');
    expect(readSettings({ PORT: '4000' }).corsOrigins).toContain('http://localhost:4000');
  });

  it('serves another project with a data directory of its own unless LOCAL_CLOUD_DIR says otherwise', () => {
    expect(readSettings({ LOCAL_CLOUD_PROJECT_DIR: '/tmp/app' })).toMatchObject({ projectDir: '/tmp/app', dir: '/tmp/app/.local-cloud' });
    expect(readSettings({ LOCAL_CLOUD_PROJECT_DIR: '/tmp/app', LOCAL_CLOUD_DIR: '/tmp/data' })).toMatchObject({ projectDir: '/tmp/app', dir: '/tmp/data' });
  });

  it('names the variable whose value is unusable', () => {
    expect(() => readSettings({ LOCAL_CLOUD_STORAGE_PORT: '70000' })).toThrow(/LOCAL_CLOUD_STORAGE_PORT/);
    expect(() => readSettings({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => readSettings({ LOCAL_CLOUD_MAX_OBJECT_BYTES: '-1' })).toThrow(/LOCAL_CLOUD_MAX_OBJECT_BYTES/);
    expect(() => readSettings({ LOCAL_CLOUD_FUNCTION_CONCURRENCY: 'many' })).toThrow(/LOCAL_CLOUD_FUNCTION_CONCURRENCY/);
    expect(() => readSettings({ LOCAL_CLOUD_STORAGE_FSYNC: 'maybe' })).toThrow(/LOCAL_CLOUD_STORAGE_FSYNC/);
    expect(() => readSettings({ LOCAL_OPERATOR_ACCESS_KEY_ID: 'AKIAONLY' })).toThrow(/LOCAL_OPERATOR_SECRET_ACCESS_KEY/);
  });
});
