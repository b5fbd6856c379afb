import { defineFunction } from '@aws-amplify/backend';

/** Lets ADMINS grant an image or a video to the user with a given e-mail. */
export const grantPurchase = defineFunction({
  name: 'grantPurchase',
  entry: './handler.ts',
  timeoutSeconds: 15,
  resourceGroupName: 'data',
});
