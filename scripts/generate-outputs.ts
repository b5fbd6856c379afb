/*
 * Writes this site's amplify_outputs.json for the local cloud, offline, from amplify/: the
 * local cloud's generator of outputs for any Gen 2 backend (local-cloud/backend/outputs.ts:
 * a synthesis read through @aws-amplify/client-config's own contributors), with the default
 * ports. The committed file is what this writes (generate-outputs.test.ts).
 *
 * Usage: npm run outputs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadBackend } from '../local-cloud/backend/description';
import { formatOutputs, generateOutputs as generateFor, OUTPUTS_FILE, type Json } from '../local-cloud/backend/outputs';
import { REPO_ROOT } from '../local-cloud/backend/synth';

export { formatOutputs, OUTPUTS_VERSION } from '../local-cloud/backend/outputs';

export const OUTPUTS_PATH = join(REPO_ROOT, OUTPUTS_FILE);

/** Generates this site's outputs object (nothing is written). */
export function generateOutputs(): Promise<Record<string, Json>> {
  return generateFor(loadBackend(REPO_ROOT));
}

const invokedDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (invokedDirectly) {
  const outputs = await generateOutputs();
  writeFileSync(OUTPUTS_PATH, formatOutputs(outputs));
  console.log(`wrote ${OUTPUTS_PATH}`);
}
