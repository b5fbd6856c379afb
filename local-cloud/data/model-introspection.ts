// getAmplifyDataClientConfig (used by function handlers) downloads the model introspection
// schema from S3, as deployed by defineData. Locally it is generated from the same model
// SDL and put in the local bucket with the operator's credentials.
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';
import type { LocalCloudContext } from '../shared/contracts';
import { MODEL_INTROSPECTION_BUCKET, MODEL_INTROSPECTION_KEY } from './runtime-buckets';

export async function modelIntrospectionJson(modelSdl: string): Promise<string> {
  const { generateModelsSync } = await import('@aws-amplify/graphql-generator');
  return generateModelsSync({ schema: modelSdl, target: 'introspection' })['model-introspection.json'];
}

export async function publishModelIntrospection(ctx: Pick<LocalCloudContext, 'region' | 'storageUrl' | 'operator'>, modelSdl: string): Promise<void> {
  const body = await modelIntrospectionJson(modelSdl);
  const s3 = new S3Client({
    region: ctx.region,
    endpoint: ctx.storageUrl,
    forcePathStyle: true,
    credentials: ctx.operator,
  });
  try {
    await s3.send(new PutObjectCommand({ Bucket: MODEL_INTROSPECTION_BUCKET, Key: MODEL_INTROSPECTION_KEY, Body: body, ContentType: 'application/json' }));
  } finally {
    s3.destroy();
  }
}
