import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Amplify } from 'aws-amplify';
import { getUrl } from 'aws-amplify/storage';
import { buildAmplifyConfig, type AmplifyOutputsLike } from '../src/lib/amplify-config';
import { bucketUrl, readsEarly, serviceOrigins } from './service-origins';

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

describe('readsEarly', () => {
  const deploy = {
    auth: {
      aws_region: 'eu-west-1',
      identity_pool_id: 'eu-west-1:abc',
      user_pool_client_id: 'client',
      unauthenticated_identities_enabled: true,
    },
    data: { url: 'https://abcdefghij.appsync-api.eu-west-1.amazonaws.com/graphql', default_authorization_type: 'AWS_IAM' },
  };

  it("reads a guest's first screen from the page's start-up script when guests read the data API with identity-pool credentials", () => {
    expect(readsEarly(deploy)).toBe(true);
    const outputs = JSON.parse(readFileSync(resolve(import.meta.dirname, '../amplify_outputs.json'), 'utf8'));
    expect(readsEarly(outputs)).toBe(true);
  });

  it('does not when guests are not admitted, the data API is read another way by default, or there is none', () => {
    expect(readsEarly({ ...deploy, auth: { ...deploy.auth, unauthenticated_identities_enabled: false } })).toBe(false);
    expect(readsEarly({ ...deploy, data: { ...deploy.data, default_authorization_type: 'AMAZON_COGNITO_USER_POOLS' } })).toBe(false);
    expect(readsEarly({ auth: deploy.auth })).toBe(false);
  });
});

describe('bucketUrl', () => {
  const local = JSON.parse(readFileSync(resolve(import.meta.dirname, '../amplify_outputs.json'), 'utf8'));
  const deploy = (bucket: string) => ({
    ...local,
    custom: undefined,
    storage: { ...local.storage, aws_region: 'eu-west-1', bucket_name: bucket, buckets: undefined },
  });

  it("is where aws-amplify's getUrl addresses an object, on the local cloud and on AWS", async () => {
    for (const outputs of [local, deploy('amplify-educando-bucket-1a2b'), deploy('media.educando')]) {
      Amplify.configure(buildAmplifyConfig(outputs as AmplifyOutputsLike), {
        Auth: {
          credentialsProvider: {
            getCredentialsAndIdentityId: async () => ({ credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' } }),
            clearCredentialsAndIdentityId: () => undefined,
          },
        },
      });
      const { url } = await getUrl({ path: 'public/la misa (1).jpg' });
      expect(url.origin + url.pathname).toBe(`${bucketUrl(outputs)}/public/la%20misa%20%281%29.jpg`);
    }
    expect(bucketUrl({})).toBeUndefined();
  });
});
