import { defineFunction } from '@aws-amplify/backend';

/** Signs a short-lived URL for a private image or video after checking the caller's purchase. */
export const mediaUrl = defineFunction({
  name: 'mediaUrl',
  entry: './handler.ts',
  timeoutSeconds: 15,
  resourceGroupName: 'data',
});
