import { defineFunction } from '@aws-amplify/backend';

/** Server-side counters: the site's visit counter and a video's view count. */
export const counter = defineFunction({
  name: 'counter',
  entry: './handler.ts',
  timeoutSeconds: 15,
  resourceGroupName: 'data',
});
