/*
 * AppSync Lambda resolver of Query.getMediaUrl(kind, id) (user-pool callers).
 *
 * Environment:
 *   EDUCANDO_EN_LA_FE_MEDIA_BUCKET_NAME  the media bucket (Gen 2 storage access: `${name}_BUCKET_NAME`
 *                                        of defineStorage name 'educandoEnLaFeMedia', screaming snake case)
 *   AWS_ENDPOINT_URL_S3                  local cloud only: S3 endpoint (path-style), also used for signing
 *   plus the data client variables of ../shared/data-client.ts (AMPLIFY_DATA_*, AWS_REGION, AWS credentials).
 * Errors start with their code (../shared/error-codes.ts): NOT_FOUND, PURCHASE_REQUIRED, UNAUTHORIZED or BAD_REQUEST.
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { requireUser, type AppSyncEvent } from '../shared/appsync-event';
import { dataClient, requireEnv, s3ClientFromEnv } from '../shared/data-client';
import { amplifyMediaRecords, parseKind } from '../shared/media-records';
import { getMediaUrl, type MediaUrl, type Signer } from './media-access';

export const BUCKET_ENV = 'EDUCANDO_EN_LA_FE_MEDIA_BUCKET_NAME';

let s3: S3Client | undefined;

// The client is made on first use, so the environment is read when the function runs.
const signGetObject: Signer = (key, expiresIn) => {
  s3 ??= s3ClientFromEnv();
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: requireEnv(BUCKET_ENV), Key: key }), { expiresIn });
};

export const handler = async (event: AppSyncEvent<{ kind?: string; id?: string }>): Promise<MediaUrl> => {
  const caller = requireUser(event.identity);
  const kind = parseKind(event.arguments.kind);
  const records = amplifyMediaRecords(await dataClient());
  return getMediaUrl(records, signGetObject, caller, kind, event.arguments.id ?? '');
};
