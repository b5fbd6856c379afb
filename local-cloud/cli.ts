// `npm run local-cloud`: runs the local cloud alone (the site's `npm start` runs it together
// with the SPA). `npm run local-cloud -- credentials` prints the operator credentials of the
// data directory as shell exports, e.g. for the AWS CLI:
//   eval "$(npm run -s local-cloud -- credentials)"; aws --endpoint-url http://localhost:20005 s3 ls
import { join } from 'node:path';
import { startLocalCloud } from './main';
import { LOCAL_REGION } from './shared/local-ids';
import { loadOperatorCredentials, OPERATOR_FILE } from './shared/operator';
import { settings } from './shared/settings';

const command = process.argv[2];

if (command === 'credentials') {
  const config = settings();
  const operator = loadOperatorCredentials(config.dir, config.operator);
  const source = config.operator ? 'LOCAL_OPERATOR_ACCESS_KEY_ID / LOCAL_OPERATOR_SECRET_ACCESS_KEY' : join(config.dir, OPERATOR_FILE);
  process.stdout.write(
    [
      `# The local cloud's operator credentials (from ${source}): they may do anything.`,
      `export AWS_ACCESS_KEY_ID=${operator.accessKeyId}`,
      `export AWS_SECRET_ACCESS_KEY=${operator.secretAccessKey}`,
      `export AWS_REGION=${LOCAL_REGION}`,
      `# S3: aws --endpoint-url http://localhost:${config.storagePort} s3 ls`,
      `# Cognito: aws --endpoint-url http://localhost:${config.gatewayPort} cognito-idp list-users --user-pool-id <id>`,
      '',
    ].join('\n'),
  );
} else if (command === undefined) {
  const cloud = await startLocalCloud();
  const stop = async () => {
    await cloud.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  process.stderr.write(`Unknown command '${command}'. Usage: npm run local-cloud [-- credentials]\n`);
  process.exit(2);
}
