// The versions of the packages that shape what the local cloud derives from a backend (the
// transformer, defineData's converters, CDK), as resolved from the backend's location: part
// of every cache key, so that upgrading one of them rebuilds what depends on it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const TRANSFORM_PACKAGES = [
  '@aws-amplify/backend',
  '@aws-amplify/backend-data',
  '@aws-amplify/backend-auth',
  '@aws-amplify/backend-storage',
  '@aws-amplify/backend-function',
  '@aws-amplify/data-construct',
  '@aws-amplify/data-schema',
  'aws-cdk-lib',
  'graphql',
];

/** name@version of each package as `resolveFrom` (a file path) resolves it; 'missing' when absent. */
export function packageVersions(resolveFrom: string, names = TRANSFORM_PACKAGES): string[] {
  const require = createRequire(resolveFrom);
  return names.map((name) => {
    let entry: string;
    try {
      entry = require.resolve(name);
    } catch {
      return `${name}@missing`;
    }
    // The package's own package.json: the nearest one above the entry that carries its name.
    for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name) return `${name}@${pkg.version}`;
    }
    return `${name}@unknown`;
  });
}
