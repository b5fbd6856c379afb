import { defineFunction } from '@aws-amplify/backend';

/** Lets ADMINS grant an image or a video to the user with a given e-mail. */
export const grantPurchase = defineFunction({
  name: 'grantPurchase',
  entry: './handler.ts',
  timeoutSeconds: 15,
  // In the auth stack: its user pool access policy lives there, and a function in the
  // data stack would make auth and data depend on each other (a cycle CloudFormation refuses).
  resourceGroupName: 'auth',
});
