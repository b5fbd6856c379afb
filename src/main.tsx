import outputs from '../amplify_outputs.json';
import { configureAmplify, type AmplifyOutputsLike } from './lib/amplify-config';
import { startSessionCheck } from './lib/session-check';

// amplify_outputs.json comes from `npm run outputs` (local cloud) or from an AWS deploy
// (ampx); only the former carries custom.local_cloud endpoints.
configureAmplify(outputs as unknown as AmplifyOutputsLike);
// This entry holds only what the session check needs, so the check starts as soon as
// this small file has loaded, while React and the rest of the app are still on their way
// (start.tsx). Nothing renders from it until it ends: SessionProvider takes its answer.
const sessionCheck = startSessionCheck();
void import('./app/start').then(({ start }) => start(sessionCheck));
