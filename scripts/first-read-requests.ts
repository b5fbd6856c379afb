// Prints, as JSON, the data API requests of each public screen's first reads for this
// repository's amplify_outputs.json (src/app/first-read-requests.ts), or none when guests do not
// read the data API with identity-pool credentials. vite.config.ts runs it in a process of its
// own and writes the answer into the page's start-up script.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { firstReadRequests } from '../src/app/first-read-requests';
import { readsEarly } from './service-origins';

const outputs = JSON.parse(readFileSync(resolve(import.meta.dirname, '../amplify_outputs.json'), 'utf8'));
process.stdout.write(JSON.stringify(readsEarly(outputs) ? await firstReadRequests(outputs) : {}));
