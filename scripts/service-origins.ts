// The origins of the services every screen's first requests go to, read from an
// amplify_outputs.json: the identity pool (the guest's credentials come first), the data API and
// the storage bucket. The page names them as preconnect links so the browser opens those
// connections (DNS, TCP, TLS: several round trips each on a phone) while the app's code is still
// downloading, rather than when the first request is made. The hosts are the ones aws-amplify's
// clients call (the Cognito Identity and S3 endpoints of the region, S3's virtual-hosted style),
// or the local cloud's endpoints when the outputs carry them.

import type { GuestPool } from '../src/lib/early-guest-credentials';

interface OutputsLike {
  auth?: { aws_region?: string; identity_pool_id?: string; user_pool_client_id?: string; unauthenticated_identities_enabled?: boolean };
  data?: { url?: string; aws_region?: string; default_authorization_type?: string };
  storage?: { aws_region?: string; bucket_name?: string };
  custom?: { local_cloud?: { identity_pool_endpoint?: string; storage_http_endpoint?: string } };
}

/** One origin to connect to early; `cors` for fetch/XHR requests, otherwise for <img> (browsers keep the two apart). */
export interface ServiceOrigin {
  origin: string;
  cors: boolean;
}

const dnsSuffix = (region: string) => (region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com');

/** The identity pool's endpoint as aws-amplify calls it: the region's Cognito Identity, or the local cloud's. */
function identityPoolEndpoint(outputs: OutputsLike): string | undefined {
  const { auth } = outputs;
  if (!auth?.identity_pool_id || !auth.aws_region) return undefined;
  return (
    outputs.custom?.local_cloud?.identity_pool_endpoint ?? `https://cognito-identity.${auth.aws_region}.${dnsSuffix(auth.aws_region)}/`
  );
}

/** What the page's start-up script needs to start a guest's credentials exchange (src/lib/early-start.ts), when the pool admits guests. */
export function guestPool(outputs: OutputsLike): GuestPool | undefined {
  const endpoint = identityPoolEndpoint(outputs);
  const { auth } = outputs;
  if (!endpoint || !auth?.identity_pool_id || !auth.user_pool_client_id || !auth.unauthenticated_identities_enabled) return undefined;
  return { identityPoolId: auth.identity_pool_id, endpoint, userPoolClientId: auth.user_pool_client_id };
}

/**
 * Whether the page's start-up script reads the opened screen's first data for a guest
 * (src/lib/early-start.ts): when guests are admitted and the data API is read with identity-pool
 * credentials by default, as the app's public screens read it.
 */
export function readsEarly(outputs: OutputsLike): boolean {
  return Boolean(guestPool(outputs) && outputs.data?.url && outputs.data.default_authorization_type === 'AWS_IAM');
}

export function serviceOrigins(outputs: OutputsLike): ServiceOrigin[] {
  const found: ServiceOrigin[] = [];
  const add = (url: string | undefined, cors: boolean) => {
    if (!url) return;
    const origin = new URL(url).origin;
    if (!found.some((o) => o.origin === origin && o.cors === cors)) found.push({ origin, cors });
  };
  const { data } = outputs;
  add(identityPoolEndpoint(outputs), true);
  add(data?.url, true);
  const bucket = bucketUrl(outputs);
  if (bucket) {
    // Listings are read by XHR, the pictures by <img>.
    add(bucket, true);
    add(bucket, false);
  }
  return found;
}

/**
 * The bucket's URL as aws-amplify's S3 client addresses its objects (an object's URL is this, a
 * slash and its encoded key): virtual-hosted, or by path for bucket names with dots and on the
 * local cloud's endpoint. Nothing when the outputs name no bucket.
 */
export function bucketUrl(outputs: OutputsLike): string | undefined {
  const { storage } = outputs;
  if (!storage?.bucket_name || !storage.aws_region) return undefined;
  const local = outputs.custom?.local_cloud?.storage_http_endpoint;
  if (local) return `${local.replace(/\/+$/, '')}/${storage.bucket_name}`;
  const regional = `s3.${storage.aws_region}.${dnsSuffix(storage.aws_region)}`;
  return storage.bucket_name.includes('.') ? `https://${regional}/${storage.bucket_name}` : `https://${storage.bucket_name}.${regional}`;
}
