// Offline synthesis of this site's backend, for the tests of amplify/: the local cloud's
// synthesis of a Gen 2 backend (local-cloud/backend/synth.ts), cached by source hash.
export {
  readRootTemplate,
  readTemplates,
  REPO_ROOT,
  synthesize,
  synthesizedSchemaSdl,
  transformedSchemaSdl,
  type CfnTemplate,
} from '../../local-cloud/backend/synth';
