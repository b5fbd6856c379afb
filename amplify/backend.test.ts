import { beforeAll, describe, expect, it } from 'vitest';
import { allRoles, canList, canOnObject, collectStatements, MEDIA_BUCKET_ARN, rolesThatCan, type Statement } from './test/iam-policies';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAPHQL_API_LIMITS } from './data/api-limits';
import { readRootTemplate, readTemplates, synthesize, transformedSchemaSdl, type CfnTemplate } from './test/synth';

/*
 * Assertions on the CloudFormation a deploy would apply, synthesized offline once
 * for this file (amplify/test/synth.ts caches it by source hash).
 */
let templates: Record<string, CfnTemplate>;
let statements: Statement[];
let outdir: string;

beforeAll(async () => {
  outdir = await synthesize();
  templates = readTemplates(outdir);
  statements = collectStatements(templates);
});

function resourcesOfType(type: string): { id: string; file: string; props: Record<string, unknown> }[] {
  return Object.entries(templates).flatMap(([file, template]) =>
    Object.entries(template.Resources ?? {})
      .filter(([, resource]) => resource.Type === type)
      .map(([id, resource]) => ({ id, file, props: (resource.Properties ?? {}) as Record<string, unknown> })),
  );
}

function lambdaEnvironment(namePart: string): Record<string, string> {
  const lambda = resourcesOfType('AWS::Lambda::Function').find(({ id }) => id.startsWith(`${namePart}lambda`));
  if (!lambda) throw new Error(`no lambda ${namePart}`);
  return (lambda.props.Environment as { Variables: Record<string, string> }).Variables;
}

/**
 * Roles of CloudFormation's own machinery, not reachable by any user: the sandbox
 * bucket's auto-delete custom resource empties the bucket when the stack is deleted.
 */
const isDeploymentMachinery = (role: string) => /AutoDeleteObjects/.test(role);

const PRIVATE_KEYS = ['conferencias/privado/charla.mp4', 'galeria/private/actividad.png'];
const PUBLIC_KEYS = [
  'public/logo.png',
  'banner/uno.jpg',
  'Banner/uno.jpg',
  'libros/portadas/Primaria 1/portada.jpg',
  'libros/Primaria 1/pagina-01.jpg',
  'devocionario/rosario/01.jpg',
  'conferencias/publico/charla.mp4',
  'conferencias/miniaturas/charla.jpg',
  'galeria/public/actividad.png',
];

describe('auth (user pool and identity pool)', () => {
  it('sets the password policy: 8 characters with lower, upper, number and symbol', () => {
    const [pool] = resourcesOfType('AWS::Cognito::UserPool');
    expect(pool.props.Policies).toMatchObject({
      PasswordPolicy: {
        MinimumLength: 8,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      },
    });
  });

  it('signs in by e-mail, verifies e-mail and keeps the profile and avatar attributes', () => {
    const [pool] = resourcesOfType('AWS::Cognito::UserPool');
    expect(pool.props.UsernameAttributes).toEqual(['email']);
    expect(pool.props.AutoVerifiedAttributes).toEqual(['email']);
    const attributes = (pool.props.Schema as { Name: string; Mutable?: boolean; Required?: boolean }[]).map(
      (attribute) => attribute.Name,
    );
    expect(attributes).toEqual(
      expect.arrayContaining([
        'email',
        'name',
        'family_name',
        'birthdate',
        'gender',
        'phone_number',
        'picture',
        'avatarSeed',
        'avatarFlip',
        'avatarEyebrows',
        'avatarEyes',
        'avatarMouth',
      ]),
    );
    const schema = pool.props.Schema as { Name: string; Mutable?: boolean; AttributeDataType?: string }[];
    for (const name of ['avatarSeed', 'avatarFlip', 'avatarEyebrows', 'avatarEyes', 'avatarMouth']) {
      expect(schema.find((attribute) => attribute.Name === name)).toMatchObject({ AttributeDataType: 'String', Mutable: true });
    }
  });

  it('has the ADMINS group', () => {
    const groups = resourcesOfType('AWS::Cognito::UserPoolGroup').map(({ props }) => props.GroupName);
    expect(groups).toEqual(['ADMINS']);
  });

  it('lets guests get identity pool credentials (unauthenticated identities)', () => {
    const [identityPool] = resourcesOfType('AWS::Cognito::IdentityPool');
    expect(identityPool.props.AllowUnauthenticatedIdentities).toBe(true);
    const [attachment] = resourcesOfType('AWS::Cognito::IdentityPoolRoleAttachment');
    expect(JSON.stringify((attachment.props.Roles as Record<string, unknown>).unauthenticated)).toMatch(/unauthenticatedUserRole/);
  });

  it('lets grantPurchase list and read users of the pool, and nothing else of Cognito', () => {
    const cognito = statements.filter(
      (statement) => statement.role === 'grantPurchase' && statement.actions.some((action) => action.startsWith('cognito-idp:')),
    );
    expect(cognito.flatMap((statement) => statement.actions).sort()).toEqual(['cognito-idp:AdminGetUser', 'cognito-idp:ListUsers']);
    expect(lambdaEnvironment('grantPurchase')).toHaveProperty('AMPLIFY_AUTH_USERPOOL_ID');
  });
});

describe('storage (IAM policies on the media bucket)', () => {
  it.each(PRIVATE_KEYS)('only ADMINS and the mediaUrl function can read %s', (key) => {
    const readers = rolesThatCan(statements, 's3:GetObject', key).filter((role) => !isDeploymentMachinery(role));
    expect(readers).toEqual(['ADMINS', 'mediaUrl']);
  });

  it.each(PUBLIC_KEYS)('guests, users and ADMINS can read %s', (key) => {
    for (const role of ['guest', 'authenticated', 'ADMINS']) {
      expect(canOnObject(statements, role, 's3:GetObject', key), `${role} on ${key}`).toBe(true);
    }
  });

  it('lists private folders only for ADMINS and the mediaUrl function', () => {
    for (const prefix of ['galeria/private/', 'conferencias/privado/']) {
      const listers = allRoles(statements).filter(
        (role) => !isDeploymentMachinery(role) && canList(statements, role, prefix),
      );
      expect(listers).toEqual(['ADMINS', 'mediaUrl']);
    }
    expect(canList(statements, 'guest', 'devocionario/rosario/')).toBe(true);
    expect(canList(statements, 'guest', 'galeria/')).toBe(false);
  });

  it('gives no role but ADMINS write or delete on any path', () => {
    for (const key of [...PUBLIC_KEYS, ...PRIVATE_KEYS, 'otra/carpeta/x.bin']) {
      for (const action of ['s3:PutObject', 's3:DeleteObject']) {
        const writers = rolesThatCan(statements, action, key).filter((role) => !isDeploymentMachinery(role));
        // Paths outside the storage definition are closed to everyone, ADMINS included.
        const expected = key.startsWith('otra/') ? [] : ['ADMINS'];
        expect(writers, `${action} ${key}`).toEqual(expected);
      }
    }
  });

  it('gives the unauthenticated role no s3:PutObject or s3:DeleteObject statement at all', () => {
    const guestWrites = statements.filter(
      (statement) =>
        statement.role === 'guest' &&
        statement.effect === 'Allow' &&
        statement.actions.some((action) => /^(s3:(PutObject|DeleteObject|\*)|\*)/.test(action)),
    );
    expect(guestWrites).toEqual([]);
  });

  it('tells mediaUrl which bucket to sign for', () => {
    expect(lambdaEnvironment('mediaUrl')).toHaveProperty('EDUCANDO_EN_LA_FE_MEDIA_BUCKET_NAME');
  });
});

describe('deployability', () => {
  it('has no dependency cycle between the nested stacks (CloudFormation refuses one)', () => {
    const root = readRootTemplate(outdir);
    const stacks = Object.entries(root.Resources ?? {}).filter(([, resource]) => resource.Type === 'AWS::CloudFormation::Stack');
    const names = stacks.map(([id]) => id);
    const edges = new Map(
      stacks.map(([id, resource]) => {
        const text = JSON.stringify({ ...resource, Properties: resource.Properties });
        return [id, names.filter((other) => other !== id && text.includes(`"${other}"`))];
      }),
    );
    expect(names.length).toBeGreaterThanOrEqual(3);
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycleFrom = (node: string): boolean => {
      if (done.has(node)) return false;
      if (visiting.has(node)) return true;
      visiting.add(node);
      const found = (edges.get(node) ?? []).some(cycleFrom);
      visiting.delete(node);
      done.add(node);
      return found;
    };
    expect(names.filter(cycleFrom)).toEqual([]);
    // The storage stack refers to the data stack (mediaUrl's role), so the check sees real edges.
    expect(edges.get(names.find((name) => name.startsWith('storage'))!)).toEqual(
      expect.arrayContaining([names.find((name) => name.startsWith('data'))]),
    );
  });
});

describe('the policy reader itself', () => {
  // Guards against a checker that passes on a wrong policy.
  const bucket = { 'Fn::GetAtt': ['educandoEnLaFeMediaBucket0000', 'Arn'] };
  const policy = (role: string, statement: Record<string, unknown>): Record<string, CfnTemplate> => ({
    't.template.json': {
      Resources: {
        P: {
          Type: 'AWS::IAM::Policy',
          Properties: { Roles: [{ Ref: role }], PolicyDocument: { Statement: [statement] } },
        },
      },
    },
  });

  it('sees a guest read on a parent folder through Fn::Join', () => {
    const wrong = collectStatements(
      policy('xxunauthenticatedUserRoleRef', {
        Effect: 'Allow',
        Action: 's3:GetObject*',
        Resource: { 'Fn::Join': ['', [bucket, '/galeria/*']] },
      }),
    );
    expect(rolesThatCan(wrong, 's3:GetObject', 'galeria/private/a.png')).toEqual(['guest']);
  });

  it('honours an explicit Deny on a sub-path and ignores other buckets', () => {
    const templatesWithDeny: Record<string, CfnTemplate> = {
      't.template.json': {
        Resources: {
          P: {
            Type: 'AWS::IAM::Policy',
            Properties: {
              Roles: [{ Ref: 'authenticatedUserRole' }],
              PolicyDocument: {
                Statement: [
                  { Effect: 'Allow', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [bucket, '/galeria/*']] } },
                  { Effect: 'Deny', Action: 's3:GetObject', Resource: { 'Fn::Join': ['', [bucket, '/galeria/private/*']] } },
                  { Effect: 'Allow', Action: 's3:*', Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['OtherBucket', 'Arn'] }, '/*']] } },
                ],
              },
            },
          },
        },
      },
    };
    const parsed = collectStatements(templatesWithDeny);
    expect(canOnObject(parsed, 'authenticated', 's3:GetObject', 'galeria/public/a.png')).toBe(true);
    expect(canOnObject(parsed, 'authenticated', 's3:GetObject', 'galeria/private/a.png')).toBe(false);
    expect(canOnObject(parsed, 'authenticated', 's3:PutObject', 'galeria/public/a.png')).toBe(false);
    expect(MEDIA_BUCKET_ARN).toMatch(/^arn:aws:s3:::/);
  });
});

describe('data', () => {
  it("sets AppSync's query depth and resolver count limits on the API from api-limits.ts", () => {
    const [api] = resourcesOfType('AWS::AppSync::GraphQLApi');
    expect(api.props).toMatchObject({
      QueryDepthLimit: GRAPHQL_API_LIMITS.queryDepthLimit,
      ResolverCountLimit: GRAPHQL_API_LIMITS.resolverCountLimit,
    });
  });

  it('publishes the transformed AppSync schema with the custom operations', () => {
    const sdl = transformedSchemaSdl(outdir);
    expect(sdl).toMatch(/incrementVisits: Int/);
    expect(sdl).toMatch(/getMediaUrl\(kind: MediaKind!, id: ID!\): MediaUrl/);
    expect(sdl).toMatch(/grantPurchase\(email: AWSEmail!, kind: MediaKind!, id: ID!\): GrantResult/);
    expect(sdl).toMatch(/type Compra\b/);
  });

  it('invokes the functions with fieldName and typeName at the top of the payload (not info)', () => {
    // The handlers and the local cloud rely on this shape of Amplify's request template.
    const templates = readdirSync(outdir)
      .filter((name) => name.endsWith('.vtl'))
      .map((name) => readFileSync(join(outdir, name), 'utf8'))
      .filter((text) => /Invoke AWS Lambda data source: Fn\w+LambdaDataSource/.test(text));
    expect(templates.length).toBe(4);
    for (const text of templates) {
      const payload = JSON.parse(text.replace(/##.*$/gm, '').replace(/\$util\.toJson\([^)]*\)\)?/g, 'null')).payload;
      expect(Object.keys(payload)).toEqual(['typeName', 'fieldName', 'arguments', 'identity', 'source', 'request', 'prev']);
    }
  });

  it('gives the function handlers the data client environment', () => {
    for (const name of ['counter', 'mediaUrl', 'grantPurchase']) {
      expect(Object.keys(lambdaEnvironment(name))).toEqual(
        expect.arrayContaining([
          'AMPLIFY_DATA_GRAPHQL_ENDPOINT',
          'AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_BUCKET_NAME',
          'AMPLIFY_DATA_MODEL_INTROSPECTION_SCHEMA_KEY',
          'AMPLIFY_DATA_DEFAULT_NAME',
        ]),
      );
    }
  });
});
