// Runs the local cloud alone (the site's `npm start` runs it together with the SPA).
import { startLocalCloud } from './main';

const cloud = await startLocalCloud();
const stop = async () => {
  await cloud.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
