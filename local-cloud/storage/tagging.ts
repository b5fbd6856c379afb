// Object tags: the x-amz-tagging header (a URL-encoded query string) and the Tagging XML
// document, checked against S3's limits: at most 10 tags, keys of 1 to 128 characters,
// values of up to 256, keys unique and not starting with "aws:", letters, digits, spaces and
// _ . : / = + - @ only.
import { accessDenied, invalidArgument, invalidTag, malformedXml } from './errors';
import type { Tags } from './object-store';
import type { S3Request } from './request';
import { S3_XMLNS, parseXml } from './xml';

export const MAX_TAGS = 10;
const ALLOWED = /^[\p{L}\p{Z}\p{N}_.:/=+\-@]*$/u;

export function checkTags(tags: Tags): Tags {
  if (tags.length > MAX_TAGS) throw invalidTag('Object tags cannot be greater than 10');
  const seen = new Set<string>();
  for (const [key, value] of tags) {
    const keyLength = Array.from(key).length;
    if (keyLength === 0 || !ALLOWED.test(key)) throw invalidTag('The TagKey you have provided is invalid', key);
    if (keyLength > 128) throw invalidTag('The TagKey you have provided is too long, max 128', key);
    if (key.toLowerCase().startsWith('aws:')) throw invalidTag('Your TagKey cannot be prefixed with aws:', key);
    if (!ALLOWED.test(value)) throw invalidTag('The TagValue you have provided is invalid', key);
    if (Array.from(value).length > 256) throw invalidTag('The TagValue you have provided is too long, max 256', key);
    if (seen.has(key)) throw invalidTag('Cannot provide multiple Tags with the same key', key);
    seen.add(key);
  }
  return tags;
}

/** Tags of the x-amz-tagging header ("k1=v1&k2=v2", URL-encoded). */
export function tagsFromHeader(text: string | undefined): Tags | undefined {
  if (text === undefined) return undefined;
  const tags: Tags = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    try {
      const key = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
      const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
      tags.push([key, value]);
    } catch {
      throw invalidArgument('The header x-amz-tagging shall be encoded as UTF-8 then URLEncoded URL query parameters without tag name duplicates.', 'x-amz-tagging');
    }
  }
  return checkTags(tags);
}

/** Tags of a PutObjectTagging body: <Tagging><TagSet><Tag><Key/><Value/></Tag>...</TagSet></Tagging>. */
export function tagsFromXml(body: Buffer): Tags {
  let parsed: Record<string, unknown>;
  try {
    parsed = parseXml(body.toString('utf8'));
  } catch {
    throw malformedXml();
  }
  const tagging = parsed.Tagging as { TagSet?: { Tag?: unknown } | '' } | undefined;
  if (!tagging || tagging.TagSet === undefined) throw malformedXml();
  const raw = tagging.TagSet === '' ? [] : tagging.TagSet.Tag ?? [];
  const list = (Array.isArray(raw) ? raw : [raw]) as Array<{ Key?: unknown; Value?: unknown }>;
  const tags: Tags = list.map((tag) => {
    if (typeof tag !== 'object' || tag === null || typeof tag.Key !== 'string') throw malformedXml();
    return [tag.Key, typeof tag.Value === 'string' ? tag.Value : ''];
  });
  return checkTags(tags);
}

export function tagsXml(tags: Tags): Record<string, unknown> {
  return { Tagging: { '@_xmlns': S3_XMLNS, TagSet: { Tag: tags.map(([Key, Value]) => ({ Key, Value })) } } };
}

/**
 * Tagging needs s3:GetObjectTagging / s3:PutObjectTagging, which none of the roles Amplify
 * creates for storage paths holds: only the local operator (the account's administrator) may.
 */
export function authorizeTagging(request: S3Request): void {
  if (request.principal.kind !== 'operator') throw accessDenied();
}
