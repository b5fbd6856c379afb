// Signing in and out through aws-amplify's own auth client, for the tests that drive the local
// cloud with the unchanged client as the site does.
import { confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';

export interface Account {
  email: string;
  password: string;
}

/** Runs `work` signed in as `who` (as the guest when there is nobody), then signs out. */
export async function signedInAs<T>(who: Account | null | undefined, work: () => Promise<T>): Promise<T> {
  if (!who) return work();
  const result = await signIn({ username: who.email, password: who.password });
  if (!result.isSignedIn) throw new Error(`sign-in of ${who.email} stopped at ${result.nextStep.signInStep}`);
  try {
    if (!(await fetchAuthSession()).tokens?.accessToken) throw new Error(`no tokens after signing in ${who.email}`);
    return await work();
  } finally {
    await signOut();
    // aws-amplify's signOut does not await the clearing of its token store; wait until it is
    // empty so the next sign-in's tokens are not removed by it.
    for (let i = 0; i < 100 && (await fetchAuthSession()).tokens; i++) await new Promise((r) => setTimeout(r, 10));
  }
}

/** Signs `who` up and confirms the account with the code the local mailbox holds for it. */
export async function createConfirmedUser(gatewayUrl: string, who: Account): Promise<void> {
  await signUp({ username: who.email, password: who.password, options: { userAttributes: { email: who.email } } });
  const mail = (await (await fetch(`${gatewayUrl}/_local/messages?to=${encodeURIComponent(who.email)}`)).json()) as Array<{ code: string }>;
  await confirmSignUp({ username: who.email, confirmationCode: mail[0].code });
}
