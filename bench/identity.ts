// Identity benchmark: our local user pool and identity pool beside cognito-local 5.3 on
// loopback, in the same run. Ours: SRP sign-in (InitiateAuth + RespondToAuthChallenge, the
// flow aws-amplify uses), GetUser, GetCredentialsForIdentity. cognito-local: USER_PASSWORD_AUTH
// sign-in (it has no SRP) and GetUser. Bounded by count and time; prints rates and ratios.
// Run: npm run bench:identity   (BENCH_COUNT, BENCH_SECONDS to change the bounds)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serveIdentity } from '../local-cloud/identity/loopback-server';
import { settings } from '../local-cloud/shared/settings';
import { LOCAL_IDENTITY_POOL_ID, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../local-cloud/shared/local-ids';
import { srpRespond, srpStart } from './identity-srp-client';

const COUNT = Number(process.env.BENCH_COUNT ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const POOL_NAME = LOCAL_USER_POOL_ID.split('_')[1];

async function call(url: string, target: string, body: unknown): Promise<any> {
  const res = await fetch(url + '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${target}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}
const idp = (url: string, op: string, body: unknown) => call(url, `AWSCognitoIdentityProviderService.${op}`, body);

interface Rate {
  ops: number;
  perSecond: number;
  meanMs: number;
}

/**
 * Runs two operations in alternating batches until both reached COUNT or time ran out, so that
 * both see the same machine load (the machine is shared); returns a rate for each.
 */
async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[Rate, Rate]> {
  for (let i = 0; i < 5; i++) {
    await a();
    await b();
  }
  const totals = [
    { ops: 0, ms: 0 },
    { ops: 0, ms: 0 },
  ];
  const batch = 10;
  const start = performance.now();
  while ((totals[0].ops < COUNT || totals[1].ops < COUNT) && performance.now() - start < SECONDS * 2000) {
    for (const [index, fn] of [a, b].entries()) {
      const t0 = performance.now();
      for (let i = 0; i < batch; i++) await fn();
      totals[index].ms += performance.now() - t0;
      totals[index].ops += batch;
    }
  }
  const rate = (t: { ops: number; ms: number }): Rate => ({ ops: t.ops, perSecond: (t.ops * 1000) / t.ms, meanMs: t.ms / t.ops });
  return [rate(totals[0]), rate(totals[1])];
}

async function measure(fn: () => Promise<unknown>): Promise<Rate> {
  for (let i = 0; i < 5; i++) await fn();
  const start = performance.now();
  let ops = 0;
  while (ops < COUNT && performance.now() - start < SECONDS * 1000) {
    await fn();
    ops++;
  }
  const ms = performance.now() - start;
  return { ops, perSecond: (ops * 1000) / ms, meanMs: ms / ops };
}

async function startOurs(dir: string) {
  const ours = await serveIdentity(dir);
  await ours.service.seed();
  return ours;
}

async function startCognitoLocal(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await new Promise<number>((r) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as AddressInfo).port;
      probe.close(() => r(p));
    });
  });
  const bin = resolve(import.meta.dirname, '../node_modules/cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], { cwd: dir, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('cognito-local did not start')), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('Cognito Local running')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.on('exit', (code) => fail(new Error(`cognito-local exited with ${code}`)));
  });
  child.stdout!.resume();
  child.stderr!.resume();
  return { url: `http://127.0.0.1:${port}`, child };
}

const fmt = (r: Rate) => `${r.perSecond.toFixed(1).padStart(8)} /s  ${r.meanMs.toFixed(2).padStart(7)} ms  (${r.ops} ops)`;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-identity-'));
  const ours = await startOurs(join(dir));
  const peerDir = mkdtempSync(join(tmpdir(), 'bench-cognito-local-'));
  const peer = await startCognitoLocal(peerDir);
  try {
    // Ours: SRP sign-in of the seeded user, the way aws-amplify signs in.
    const srpSignIn = async () => {
      const { a, srpA } = srpStart();
      const init = await idp(ours.url, 'InitiateAuth', {
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: LOCAL_USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: settings().seed.userEmail, SRP_A: srpA },
      });
      const done = await idp(ours.url, 'RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: LOCAL_USER_POOL_CLIENT_ID,
        ChallengeResponses: srpRespond(POOL_NAME, settings().seed.userPassword, a, srpA, init.ChallengeParameters),
      });
      return done.AuthenticationResult as { AccessToken: string; IdToken: string };
    };
    const tokens = await srpSignIn();
    const provider = `${new URL(ours.url).host}/${LOCAL_USER_POOL_ID}`;
    const { IdentityId } = await call(ours.url, 'AWSCognitoIdentityService.GetId', { IdentityPoolId: LOCAL_IDENTITY_POOL_ID, Logins: { [provider]: tokens.IdToken } });

    // cognito-local: a pool, a client and a confirmed user.
    const { UserPool } = await idp(peer.url, 'CreateUserPool', { PoolName: 'bench' });
    const { UserPoolClient } = await idp(peer.url, 'CreateUserPoolClient', { UserPoolId: UserPool.Id, ClientName: 'bench' });
    await idp(peer.url, 'AdminCreateUser', { UserPoolId: UserPool.Id, Username: 'bench@example.com', TemporaryPassword: 'Temp#2025abc', MessageAction: 'SUPPRESS' });
    await idp(peer.url, 'AdminSetUserPassword', { UserPoolId: UserPool.Id, Username: 'bench@example.com', Password: 'Bench#2025abc', Permanent: true });
    const peerSignIn = async () =>
      (await idp(peer.url, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: UserPoolClient.ClientId,
        AuthParameters: { USERNAME: 'bench@example.com', PASSWORD: 'Bench#2025abc' },
      })).AuthenticationResult as { AccessToken: string };
    const peerTokens = await peerSignIn();

    const [oursSrp, peerPassword] = await compare(srpSignIn, peerSignIn);
    const [oursGetUser, peerGetUser] = await compare(
      () => idp(ours.url, 'GetUser', { AccessToken: tokens.AccessToken }),
      () => idp(peer.url, 'GetUser', { AccessToken: peerTokens.AccessToken }),
    );
    const oursCredentials = await measure(() =>
      call(ours.url, 'AWSCognitoIdentityService.GetCredentialsForIdentity', { IdentityId, Logins: { [provider]: tokens.IdToken } }),
    );
    // The client's share of an SRP sign-in (a 1024-bit secret, as aws-amplify chooses), timed alone.
    const sample = await idp(ours.url, 'InitiateAuth', {
      AuthFlow: 'USER_SRP_AUTH',
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: settings().seed.userEmail, SRP_A: srpStart().srpA },
    });
    const clientMath = await measure(async () => {
      const { a, srpA } = srpStart();
      srpRespond(POOL_NAME, settings().seed.userPassword, a, srpA, sample.ChallengeParameters);
    });
    const results = { oursSrp, peerPassword, oursGetUser, peerGetUser, oursCredentials };

    console.log(`identity benchmark (loopback, sequential requests in alternating batches of 10, up to ${COUNT} ops each or ${SECONDS * 2} s per pair)`);
    console.log(`  ours  SRP sign-in (USER_SRP_AUTH + PASSWORD_VERIFIER)   ${fmt(results.oursSrp)}`);
    console.log(`        of which the client's SRP math                     ${clientMath.meanMs.toFixed(2).padStart(17)} ms`);
    console.log(`  peer  cognito-local 5.3 USER_PASSWORD_AUTH sign-in     ${fmt(results.peerPassword)}`);
    console.log(`  ours  GetUser                                          ${fmt(results.oursGetUser)}`);
    console.log(`  peer  cognito-local 5.3 GetUser                        ${fmt(results.peerGetUser)}`);
    console.log(`  ours  GetCredentialsForIdentity (signed-in)            ${fmt(results.oursCredentials)}`);
    console.log(`  peer  cognito-local has no identity pool`);
    const srpRatio = results.oursSrp.meanMs / results.peerPassword.meanMs;
    const getUserRatio = results.oursGetUser.perSecond / results.peerGetUser.perSecond;
    console.log(`ratios:`);
    console.log(`  SRP sign-in time / cognito-local password sign-in time = ${srpRatio.toFixed(2)}x (target <= 2x)`);
    console.log(`  same, server side only (client SRP math excluded)       = ${((results.oursSrp.meanMs - clientMath.meanMs) / results.peerPassword.meanMs).toFixed(2)}x`);
    console.log(`  GetUser rate / cognito-local GetUser rate               = ${getUserRatio.toFixed(2)}x (target > 1x)`);
  } finally {
    peer.child.kill();
    await ours.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(peerDir, { recursive: true, force: true });
  }
}

await main();
