// Reads a Gen 2 backend the way Gen 2 finds it and prints its description (description.ts) as
// JSON on stdout: `<project>/amplify/backend.ts` runs as `ampx` runs it (TypeScript through tsx),
// with defineBackend recording the resource factories it is given instead of building the CDK
// app (recorder-hooks.mjs). Each factory is then read through its own props and methods:
// defineAuth's settings and access grants, defineData's schema (transformed by the real
// transformer, with its authorization modes), defineStorage's access rules, defineFunction's
// name, handler file, timeout and environment. Runs in a child process: it loads the Amplify
// backend libraries and CDK, which take a few hundred MB.
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformToAppSyncSdl } from './transform-cli';
import { evaluateStorageAccess, type FunctionNamer } from './storage-access';
import type {
  AuthDescription,
  BackendDescription,
  DataDescription,
  FunctionDescription,
  RecordedOverride,
  StorageDescription,
} from './description';

type AnyFactory = { props?: Record<string, any>; provides?: string; constructor: { name: string } } & Record<string, any>;

interface Recording {
  factories: Record<string, AnyFactory>;
  sets: RecordedOverride[];
  calls: RecordedOverride[];
}

export async function describeBackend(projectDir: string): Promise<BackendDescription> {
  const backendFile = join(projectDir, 'amplify', 'backend.ts');
  const { port1, port2 } = new MessageChannel();
  const sources = new Set<string>();
  port1.on('message', (message: { loaded?: string }) => {
    if (message.loaded) sources.add(fileURLToPath(message.loaded));
  });
  register('./recorder-hooks.mjs', import.meta.url, { data: { port: port2 }, transferList: [port2] });

  const warnings: string[] = [];
  let failure: unknown;
  try {
    await import(pathToFileURL(backendFile).href);
  } catch (error) {
    failure = error;
  }
  const recording = (globalThis as Record<symbol, Recording | undefined>)[Symbol.for('local-cloud.backend-recording')];
  if (!recording) {
    const why = failure instanceof Error ? failure.message : failure ? String(failure) : 'it never called defineBackend';
    throw new Error(`cannot read ${backendFile}: ${why}`);
  }
  if (failure) {
    warnings.push(
      `amplify/backend.ts threw after defineBackend; what it does after that line is not applied locally: ${failure instanceof Error ? failure.message : String(failure)}`,
    );
  }

  const functions: Record<string, FunctionDescription> = {};
  const functionName: FunctionNamer = (factory) => {
    const fn = describeFunction(factory as AnyFactory);
    functions[fn.name] ??= fn;
    return fn.name;
  };

  let auth: AuthDescription | undefined;
  let data: DataDescription | undefined;
  const storage: StorageDescription[] = [];
  let dataFactory: AnyFactory | undefined;
  for (const [resourceName, factory] of Object.entries(recording.factories)) {
    const kind = factory?.constructor?.name;
    if (kind === 'AmplifyAuthFactory' || factory?.provides === 'AuthResources') {
      auth = describeAuth(factory, functionName, recording);
    } else if (kind === 'DataFactory') {
      dataFactory = factory;
    } else if (kind === 'AmplifyStorageFactory') {
      const props = factory.props ?? {};
      storage.push({
        name: props.name,
        isDefault: props.isDefault === true,
        access: props.access ? evaluateStorageAccess(props.access, functionName) : [],
      });
    } else if (typeof factory?.resolveEntry === 'function') {
      functionName(factory);
    } else if (kind === 'ReferenceAuthFactory') {
      throw new Error(`${resourceName}: referenceAuth (an existing user pool) cannot be served locally; use defineAuth`);
    } else {
      warnings.push(`${resourceName}: a ${kind ?? typeof factory} resource is not served by the local cloud`);
    }
  }
  if (dataFactory) data = await describeData(dataFactory, auth !== undefined, functionName, backendFile, warnings);
  if (storage.length > 1 && storage.filter((s) => s.isDefault).length !== 1) {
    warnings.push('several defineStorage resources and not exactly one isDefault: the first is the default');
  }

  // Every project file that loaded, once the hooks thread has reported them all.
  await new Promise<void>((done) => {
    port1.on('message', (message: { flushed?: boolean }) => {
      if (message.flushed) done();
    });
    port1.postMessage('flush');
  });
  port1.close();
  return {
    projectDir,
    backendFile,
    ...(auth ? { auth } : {}),
    ...(data ? { data } : {}),
    storage,
    functions,
    overrides: [...recording.sets, ...recording.calls],
    warnings,
    sources: [...sources].sort(),
  };
}

function describeFunction(factory: AnyFactory): FunctionDescription {
  // The same defaults defineFunction applies when it builds the Lambda (name from the folder,
  // handler.ts beside resource.ts, 3 s).
  const props = factory.props ?? {};
  const name: string = typeof factory.resolveName === 'function' ? factory.resolveName() : props.name;
  const entry: string = factory.resolveEntry();
  const timeoutSeconds: number = typeof factory.resolveTimeout === 'function' ? factory.resolveTimeout() : (props.timeoutSeconds ?? 3);
  const environment = Object.fromEntries(
    Object.entries((props.environment ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;
  return { name, entry, timeoutSeconds, environment };
}

/** What defineAuth's access callback grants each function (its actions, as written). */
function describeAuth(factory: AnyFactory, functionName: FunctionNamer, recording: Recording): AuthDescription {
  const props = factory.props ?? {};
  const access: AuthDescription['access'] = [];
  if (typeof props.access === 'function') {
    const builder = { resource: (fn: unknown) => ({ to: (actions: string[]) => ({ functionName: functionName(fn), actions }) }) };
    for (const grant of props.access(builder) as Array<{ functionName: string; actions: string[] }>) access.push(grant);
  }
  const triggers = Object.fromEntries(Object.entries((props.triggers ?? {}) as Record<string, unknown>).map(([event, fn]) => [event, functionName(fn)]));
  const userAttributes = Object.fromEntries(
    Object.entries((props.userAttributes ?? {}) as Record<string, Record<string, unknown>>).map(([name, spec]) => [
      name,
      { required: spec?.required === true, mutable: spec?.mutable !== false, ...(typeof spec?.dataType === 'string' ? { dataType: spec.dataType } : {}) },
    ]),
  );
  const loginWith = (props.loginWith ?? {}) as Record<string, unknown>;
  const multifactor = props.multifactor as Record<string, unknown> | undefined;
  return {
    loginWith: { email: Boolean(loginWith.email), phone: Boolean(loginWith.phone) },
    userAttributes,
    groups: Array.isArray(props.groups) ? (props.groups as string[]) : [],
    ...(multifactor
      ? { multifactor: { mode: String(multifactor.mode), totp: multifactor.totp === true, sms: Boolean(multifactor.sms), email: Boolean(multifactor.email) } }
      : {}),
    access,
    triggers,
    passwordPolicy: passwordPolicyOverride(recording),
    messages: emailMessages(loginWith.email),
  };
}

/** loginWith.email's subjects and bodies, the body callbacks rendered with Cognito's placeholders. */
function emailMessages(email: unknown): AuthDescription['messages'] {
  if (!email || typeof email !== 'object') return {};
  const e = email as {
    verificationEmailSubject?: string;
    verificationEmailBody?: (code: () => string) => string;
    userInvitation?: { emailSubject?: string; emailBody?: (username: () => string, code: () => string) => string };
  };
  const invitation = e.userInvitation ?? {};
  return {
    verification: { subject: e.verificationEmailSubject, body: e.verificationEmailBody?.(() => '{####}') },
    invitation: { subject: invitation.emailSubject, body: invitation.emailBody?.(() => '{username}', () => '{####}') },
  };
}

/** The user pool's password policy as backend.ts overrides it, if it does (it is not a defineAuth option). */
function passwordPolicyOverride(recording: Recording): AuthDescription['passwordPolicy'] {
  const poolPath = ['auth', 'resources', 'cfnResources', 'cfnUserPool'];
  const isPool = (path: string[], tail: string[]) => path.length === poolPath.length + tail.length && [...poolPath, ...tail].every((p, i) => path[i] === p);
  let policy: Record<string, unknown> | undefined;
  for (const set of recording.sets) {
    if (isPool(set.path, ['policies'])) policy = { ...policy, ...((set.value as { passwordPolicy?: object })?.passwordPolicy ?? {}) };
    if (isPool(set.path, ['policies', 'passwordPolicy'])) policy = { ...policy, ...(set.value as object) };
  }
  for (const call of recording.calls) {
    // cfnUserPool.addPropertyOverride('Policies.PasswordPolicy.MinimumLength', 10)
    if (!isPool(call.path, ['addPropertyOverride'])) continue;
    const [key, value] = call.args as [string, unknown];
    const m = /^Policies\.PasswordPolicy\.(\w+)$/.exec(String(key));
    if (m) policy = { ...policy, [m[1][0].toLowerCase() + m[1].slice(1)]: value };
  }
  return policy as AuthDescription['passwordPolicy'];
}

async function describeData(
  factory: AnyFactory,
  hasAuth: boolean,
  functionName: FunctionNamer,
  backendFile: string,
  warnings: string[],
): Promise<DataDescription> {
  const props = factory.props ?? {};
  const schemas = (props.schema && Array.isArray(props.schema.schemas) ? props.schema.schemas : [props.schema]) as unknown[];
  const sdls: string[] = [];
  const functionsByDataSource: Record<string, string> = {};
  const functionAccess: Record<string, string[]> = {};
  const jsResolvers: string[] = [];
  for (const schema of schemas) {
    if (typeof schema === 'string') {
      sdls.push(schema);
      continue;
    }
    const transformed = (schema as { transform(): Record<string, any> }).transform();
    sdls.push(transformed.schema);
    for (const [dataSource, fn] of Object.entries((transformed.lambdaFunctions ?? {}) as Record<string, unknown>)) {
      functionsByDataSource[dataSource] = functionName(fn);
    }
    for (const grant of (transformed.functionSchemaAccess ?? []) as Array<{ resourceProvider: unknown; actions: string[] }>) {
      const name = functionName(grant.resourceProvider);
      functionAccess[name] = [...new Set([...(functionAccess[name] ?? []), ...grant.actions])];
    }
    for (const js of (transformed.jsFunctions ?? []) as Array<{ typeName: string; fieldName: string }>) jsResolvers.push(`${js.typeName}.${js.fieldName}`);
  }
  // Functions named in a string schema's @function directives (defineData's `functions`).
  for (const [dataSource, fn] of Object.entries((props.functions ?? {}) as Record<string, unknown>)) {
    functionsByDataSource[dataSource] = functionName(fn);
  }
  if (jsResolvers.length) warnings.push(`custom JavaScript resolvers are not served locally: ${jsResolvers.join(', ')}`);
  const modelSdl = sdls.join('\n');
  const { sdl: appSyncSdl, modes } = await transformToAppSyncSdl({
    modelSdl,
    authorizationModes: props.authorizationModes,
    hasAuth,
    lambdaDataSources: Object.keys(functionsByDataSource),
    resolveFrom: backendFile,
  });
  if (modes.oidc) warnings.push('OpenID Connect authorization is not served locally: OIDC tokens are refused');
  if (modes.lambda) warnings.push('Lambda authorization is not served locally: its tokens are refused');
  return { name: props.name ?? 'amplifyData', modelSdl, appSyncSdl, modes, functionsByDataSource, functionAccess, jsResolvers };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The transformer and CDK log to the console; stdout carries only the description.
  const out = process.stdout.write.bind(process.stdout);
  console.log = console.info = console.warn = console.debug = (...args: unknown[]) => process.stderr.write(args.join(' ') + '\n');
  try {
    const description = await describeBackend(resolve(process.argv[2] ?? '.'));
    out(JSON.stringify(description), () => process.exit(0));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  }
}
