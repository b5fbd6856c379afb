// `npm run reset`: deletes the local cloud's data (LOCAL_CLOUD_DIR, default .local-cloud/);
// the next `npm start` seeds the demo content and accounts again.
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { settings } from '../local-cloud/shared/settings';

const { dir } = settings();
if (dir === resolve('/') || dir === resolve(import.meta.dirname, '..')) {
  console.error(`[reset] refusing to delete ${dir}`);
  process.exit(1);
}
if (existsSync(dir)) {
  rmSync(dir, { recursive: true, force: true });
  console.log(`[reset] deleted ${dir}`);
} else {
  console.log(`[reset] nothing to delete at ${dir}`);
}
