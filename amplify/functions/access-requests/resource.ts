import { defineFunction } from '@aws-amplify/backend';

/** Lets a signed-in user ask for a paid video or a private image (Mutation.requestAccess). */
export const accessRequests = defineFunction({
  name: 'accessRequests',
  entry: './handler.ts',
  timeoutSeconds: 15,
  // In the auth stack, as grantPurchase: it reads the caller's e-mail from the user pool.
  resourceGroupName: 'auth',
});
