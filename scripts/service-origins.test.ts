import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serviceOrigins } from './service-origins';

describe('serviceOrigins', () => {
  it('names the local cloud endpoints of this repository outputs', () => {
    const outputs = JSON.parse(readFileSync(resolve(import.meta.dirname, '../amplify_outputs.json'), 'utf8'));
    expect(serviceOrigins(outputs)).toEqual([
      { origin: 'http://localhost:20002', cors: true },
      { origin: 'http://localhost:20005', cors: true },
      { origin: 'http://localhost:20005', cors: false },
    ]);
  });

  it('names the AWS hosts aws-amplify calls for outputs of a deploy', () => {
    const outputs = {
      auth: { aws_region: 'eu-west-1', identity_pool_id: 'eu-west-1:abc' },
      data: { url: 'https://abcdefghij.appsync-api.eu-west-1.amazonaws.com/graphql' },
      storage: { aws_region: 'eu-west-1', bucket_name: 'amplify-educando-bucket-1a2b' },
    };
    expect(serviceOrigins(outputs).map((o) => `${o.origin}${o.cors ? ' (cors)' : ''}`)).toEqual([
      'https://cognito-identity.eu-west-1.amazonaws.com (cors)',
      'https://abcdefghij.appsync-api.eu-west-1.amazonaws.com (cors)',
      'https://amplify-educando-bucket-1a2b.s3.eu-west-1.amazonaws.com (cors)',
      'https://amplify-educando-bucket-1a2b.s3.eu-west-1.amazonaws.com',
    ]);
    expect(serviceOrigins({ storage: { aws_region: 'cn-north-1', bucket_name: 'a.b' } })[0].origin).toBe(
      'https://s3.cn-north-1.amazonaws.com.cn',
    );
  });

  it('names nothing for outputs without those services', () => {
    expect(serviceOrigins({})).toEqual([]);
  });
});
