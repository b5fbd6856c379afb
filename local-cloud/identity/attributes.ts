// User attributes as the JSON protocol carries them ([{ Name, Value }]) checked against
// the pool's schema (pool-settings.ts).
import { invalidParameter } from './errors';
import type { PoolSettings } from './pool-settings';

/** Attributes only the pool itself sets. */
const SERVER_ONLY = new Set(['sub', 'email_verified', 'phone_number_verified', 'updated_at']);

export function readAttributeList(value: unknown, member = 'userAttributes'): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw invalidParameter(`1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must be a list`);
  const out: Record<string, string> = {};
  for (const item of value as { Name?: unknown; Value?: unknown }[]) {
    if (typeof item?.Name !== 'string' || item.Name.length === 0) {
      throw invalidParameter(`1 validation error detected: Value at '${member}.member.name' failed to satisfy constraint: Member must not be null`);
    }
    if (item.Value !== undefined && typeof item.Value !== 'string') {
      throw invalidParameter(`1 validation error detected: Value at '${member}.member.value' failed to satisfy constraint: Member must be a string`);
    }
    out[item.Name] = (item.Value as string | undefined) ?? '';
  }
  return out;
}

/**
 * Schema check for attributes a client writes. Cognito lists every offending attribute,
 * one per line, after 'Attributes did not conform to the schema: '.
 */
export function checkAttributes(
  settings: PoolSettings,
  attributes: Record<string, string>,
  mode: 'create' | 'update',
): void {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    const spec = settings.attributes.get(name);
    if (!spec) problems.push(`${name}: Attribute does not exist in the schema.`);
    else if (SERVER_ONLY.has(name)) problems.push(`${name}: Attribute cannot be set by the client.`);
    else if (mode === 'update' && !spec.mutable) problems.push(`${name}: Attribute cannot be updated. (changing an immutable attribute)`);
    else if (value.length > 2048) problems.push(`${name}: String must be no longer than 2048 characters`);
  }
  if (mode === 'create') {
    for (const [name, spec] of settings.attributes) {
      if (spec.required && !attributes[name]) problems.push(`${name}: The attribute ${name} is required`);
    }
  }
  if (attributes.email !== undefined && !/^[^\s@]+@[^\s@]+$/.test(attributes.email)) {
    throw invalidParameter('Invalid email address format.');
  }
  if (attributes.phone_number && !/^\+[0-9]{4,15}$/.test(attributes.phone_number)) {
    throw invalidParameter('Invalid phone number format.');
  }
  if (problems.length) throw invalidParameter(`Attributes did not conform to the schema: ${problems.join('\n')}\n`);
}

export function toAttributeList(attributes: Record<string, string>): { Name: string; Value: string }[] {
  return Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
}

/** 'a***@e***' as Cognito masks a delivery destination. */
export function maskDestination(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***@${value[at + 1] ?? ''}***`;
  return `+*******${value.slice(-4)}`;
}

/** The CodeDeliveryDetails of a code sent by e-mail to address. */
export function emailDelivery(address: string) {
  return { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskDestination(address) };
}
