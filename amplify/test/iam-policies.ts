/*
 * Reads every IAM statement of a synthesized assembly (identity policies on roles,
 * managed policies, inline role policies and bucket policies) and answers "which
 * roles may perform this S3 action on this object key of the media bucket", with
 * IAM's semantics: an explicit Deny wins over any Allow; actions and resources are
 * wildcard patterns; NotAction/NotResource are treated as matching (conservatively).
 */
import type { CfnTemplate } from './synth';

export type Statement = {
  role: string;
  effect: 'Allow' | 'Deny';
  actions: string[];
  resources: string[];
  /** s3:prefix values of a StringLike condition (ListBucket statements), if any. */
  prefixes?: string[];
  conservative: boolean;
  /** A condition other than s3:prefix (e.g. aws:SecureTransport): such a Deny is not unconditional. */
  conditional: boolean;
  source: string;
};

/** The media bucket's ARN as rendered here, whatever stack references it. */
export const MEDIA_BUCKET_ARN = 'arn:aws:s3:::MEDIA_BUCKET';

/** Names a role after what it is for, from the logical id or parameter that refers to it. */
export function roleLabel(reference: string): string {
  const labels: [RegExp, string][] = [
    [/unauthenticatedUserRole/, 'guest'],
    [/authenticatedUserRole/, 'authenticated'],
    [/ADMINSGroupRole/, 'ADMINS'],
    [/mediaUrllambdaServiceRole/, 'mediaUrl'],
    [/counterlambdaServiceRole/, 'counter'],
    [/grantPurchaselambdaServiceRole/, 'grantPurchase'],
    [/accessRequestslambdaServiceRole/, 'accessRequests'],
  ];
  return labels.find(([pattern]) => pattern.test(reference))?.[1] ?? reference;
}

/** Renders a CloudFormation value to a string; references become ${...} tokens. */
export function render(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (typeof node.Ref === 'string') return node.Ref === 'AWS::Partition' ? 'aws' : `\${${node.Ref}}`;
  if (Array.isArray(node['Fn::GetAtt'])) return `\${${(node['Fn::GetAtt'] as string[]).join('.')}}`;
  if (Array.isArray(node['Fn::Join'])) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(render).join(separator);
  }
  if (typeof node['Fn::Sub'] === 'string') return (node['Fn::Sub'] as string).replaceAll('${AWS::Partition}', 'aws');
  if (Array.isArray(node['Fn::Sub'])) return String((node['Fn::Sub'] as unknown[])[0]).replaceAll('${AWS::Partition}', 'aws');
  return JSON.stringify(value);
}

/** A resource string with any reference to the media bucket replaced by MEDIA_BUCKET_ARN. */
function normaliseResource(resource: string): string {
  return resource.replace(/\$\{[^}]*educandoEnLaFeMediaBucket[^}]*\}/g, MEDIA_BUCKET_ARN);
}

function toList(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

type RawStatement = {
  Effect: 'Allow' | 'Deny';
  Action?: unknown;
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Principal?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};

function statementsOf(document: unknown, roles: string[], source: string): Statement[] {
  const raw = toList((document as { Statement?: unknown })?.Statement) as RawStatement[];
  return raw.flatMap((statement) => {
    const prefixes = statement.Condition?.StringLike?.['s3:prefix'];
    const conditionKeys = Object.values(statement.Condition ?? {}).flatMap((operator) => Object.keys(operator));
    const conditional = conditionKeys.some((key) => key !== 's3:prefix');
    return roles.map((role) => ({
      role,
      effect: statement.Effect,
      actions: toList(statement.Action).map(render),
      resources: toList(statement.Resource).map((resource) => normaliseResource(render(resource))),
      prefixes: prefixes === undefined ? undefined : toList(prefixes).map(render),
      conservative: statement.NotAction !== undefined || statement.NotResource !== undefined,
      conditional,
      source,
    }));
  });
}

/** Every IAM statement in the assembly, attributed to the role(s) it applies to. */
export function collectStatements(templates: Record<string, CfnTemplate>): Statement[] {
  const statements: Statement[] = [];
  for (const [file, template] of Object.entries(templates)) {
    for (const [id, resource] of Object.entries(template.Resources ?? {})) {
      const props = (resource.Properties ?? {}) as Record<string, unknown>;
      const source = `${file}#${id}`;
      switch (resource.Type) {
        case 'AWS::IAM::Policy':
        case 'AWS::IAM::ManagedPolicy': {
          const roles = toList(props.Roles).map((role) => roleLabel(render(role)));
          statements.push(...statementsOf(props.PolicyDocument, roles, source));
          break;
        }
        case 'AWS::IAM::Role': {
          for (const policy of toList(props.Policies) as { PolicyDocument: unknown }[]) {
            statements.push(...statementsOf(policy.PolicyDocument, [roleLabel(id)], source));
          }
          break;
        }
        case 'AWS::S3::BucketPolicy': {
          for (const statement of toList((props.PolicyDocument as { Statement?: unknown })?.Statement) as RawStatement[]) {
            const principal = statement.Principal as { AWS?: unknown } | string | undefined;
            const principals =
              principal === '*' ? ['*'] : toList((principal as { AWS?: unknown })?.AWS).map((p) => roleLabel(render(p)));
            statements.push(...statementsOf({ Statement: [statement] }, principals, source));
          }
          break;
        }
        default:
          break;
      }
    }
  }
  return statements;
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

export function matches(pattern: string, value: string): boolean {
  return globToRegExp(pattern).test(value);
}

function applies(statement: Statement, action: string, resource: string): boolean {
  if (statement.conservative) return true;
  return (
    statement.actions.some((pattern) => matches(pattern, action)) &&
    statement.resources.some((pattern) => matches(pattern, resource))
  );
}

/** Whether `role` may perform the object-level `action` (e.g. s3:GetObject) on `key` of the media bucket. */
export function canOnObject(statements: Statement[], role: string, action: string, key: string): boolean {
  const arn = `${MEDIA_BUCKET_ARN}/${key}`;
  const own = statements.filter((statement) => statement.role === role || statement.role === '*');
  // A conditional Deny (e.g. deny without TLS) does not remove access in general; ignoring it
  // can only make more roles look allowed, which is the safe direction for these checks.
  if (own.some((statement) => statement.effect === 'Deny' && !statement.conditional && applies(statement, action, arn))) return false;
  return own.some((statement) => statement.effect === 'Allow' && applies(statement, action, arn));
}

/** Whether `role` may list the media bucket under `prefix` (s3:ListBucket with an s3:prefix condition). */
export function canList(statements: Statement[], role: string, prefix: string): boolean {
  const own = statements.filter((statement) => statement.role === role || statement.role === '*');
  const hits = (statement: Statement) =>
    applies(statement, 's3:ListBucket', MEDIA_BUCKET_ARN) &&
    (statement.prefixes === undefined || statement.prefixes.some((pattern) => matches(pattern, prefix)));
  if (own.some((statement) => statement.effect === 'Deny' && !statement.conditional && hits(statement))) return false;
  return own.some((statement) => statement.effect === 'Allow' && hits(statement));
}

/** Every role named by any statement. */
export function allRoles(statements: Statement[]): string[] {
  return [...new Set(statements.map((statement) => statement.role))].sort();
}

/** The roles that may perform `action` on `key`, sorted. */
export function rolesThatCan(statements: Statement[], action: string, key: string): string[] {
  return allRoles(statements).filter((role) => canOnObject(statements, role, action, key));
}
