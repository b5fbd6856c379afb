// A browser whose identity id the identity pool no longer knows (after `npm run reset` of the
// local cloud; on AWS when the identity pool is replaced), through the site's own aws-amplify
// configuration: the pool answers 400 ResourceNotFoundException for the stored id, and the site
// gets a new identity instead of being refused on every visit.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoCredentialsProvider } from 'aws-amplify/auth/cognito';
import { configureAmplify, type AmplifyOutputsLike } from '../../src/lib/amplify-config';
import { fetchContactInfo } from '../../src/features/contact/contactApi';
import { getDataClient } from '../../src/lib/data-client';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';
import { createConfirmedUser, signedInAs } from '../testing/amplify-session';

const clouds: TestCloud[] = [];

async function startCloud(): Promise<TestCloud> {
  const cloud = await startTestCloud();
  clouds.push(cloud);
  configureAmplify(cloud.outputs as AmplifyOutputsLike);
  return cloud;
}

/** A new page load: aws-amplify's credentials in memory are gone, the identity id it stored is kept. */
const reloadPage = () => cognitoCredentialsProvider.clearCredentials();

afterAll(async () => {
  for (const cloud of clouds) await cloud.close();
});

describe('an identity id the identity pool no longer knows', () => {
  it('gives a returning guest a new identity after the local cloud is reset', async () => {
    const before = await startCloud();
    expect(await fetchContactInfo()).toBeNull();
    const stale = (await fetchAuthSession()).identityId;
    expect(stale).toMatch(/^us-east-1:/);

    // `npm run reset`: the cloud starts again with an empty data dir, the browser comes back.
    await before.close();
    clouds.splice(clouds.indexOf(before), 1);
    await startCloud();
    await reloadPage();

    expect(await fetchContactInfo()).toBeNull();
    const fresh = (await fetchAuthSession()).identityId;
    expect(fresh).toMatch(/^us-east-1:/);
    expect(fresh).not.toBe(stale);
    // The new id is the one kept: the next visit uses it without another GetId.
    await reloadPage();
    expect((await fetchAuthSession()).identityId).toBe(fresh);
  });

  it('gives a signed-in user the identity the pool holds for their login when it forgot the one in memory', async () => {
    const cloud = await startCloud();
    // Start without the guest identity of the cloud before (signing in with it would also retry).
    await Amplify.clearCredentials();
    const who = { email: 'identidad-olvidada@example.com', password: 'Contrasena-1!' };
    await createConfirmedUser(cloud.gatewayUrl, who);
    await signedInAs(who, async () => {
      const first = (await fetchAuthSession()).identityId;
      expect(first).toMatch(/^us-east-1:/);

      // The identity pool forgets every identity (as a replaced pool would).
      const db = new Database(join(cloud.dir, 'identity.sqlite'));
      try {
        db.prepare('DELETE FROM identities').run();
      } finally {
        db.close();
      }

      // Credentials are asked again (here forced; in the site, when they expire).
      const session = await fetchAuthSession({ forceRefresh: true });
      expect(session.tokens?.idToken).toBeDefined();
      expect(session.identityId).toMatch(/^us-east-1:/);
      expect(session.identityId).not.toBe(first);
      // A data call signed with the identity pool's credentials of the user is accepted.
      const { errors } = await getDataClient().models.ContactInfo.list();
      expect(errors).toBeUndefined();
    });
  });
});
