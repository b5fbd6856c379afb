// Identifiers of the local cloud's resources. They have the shapes AWS gives them
// (aws-amplify parses the region out of the pool ids), and amplify_outputs.json is
// generated from them, so they are the one place these names are written.
export const LOCAL_REGION = 'us-east-1';
export const LOCAL_USER_POOL_ID = 'us-east-1_EduFeLocal';
export const LOCAL_USER_POOL_CLIENT_ID = '4d0c1fe1a2b3c4d5e6f7a8b9c0';
export const LOCAL_IDENTITY_POOL_ID = 'us-east-1:5e1f0c7a-0d1e-4c3b-9a8f-6b2d4e6f8a01';
export const LOCAL_BUCKET_NAME = 'educando-en-la-fe-local';
export const LOCAL_STORAGE_NAME = 'educandoEnLaFeMedia';
export const LOCAL_ACCOUNT_ID = '000000000000';
/** The data API's key when defineData enables API-key authorization (AppSync's shape: da2- and 26 characters). */
export const LOCAL_API_KEY = 'da2-localcloudapikey0000000000';

/** The fixed ports (architecture.md); LOCAL_CLOUD_GATEWAY_PORT and LOCAL_CLOUD_STORAGE_PORT move them (settings.ts). */
export const DEFAULT_GATEWAY_PORT = 20002;
export const DEFAULT_STORAGE_PORT = 20005;

export function gatewayUrl(port = DEFAULT_GATEWAY_PORT): string {
  return `http://localhost:${port}`;
}
export function storageUrl(port = DEFAULT_STORAGE_PORT): string {
  return `http://localhost:${port}`;
}
