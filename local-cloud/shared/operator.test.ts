import { afterAll, describe, expect, it } from 'vitest';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOperatorCredentials, OPERATOR_FILE } from './operator';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'operator-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('operator credentials', () => {
  it('are generated on first use, kept owner-only in the data directory, and the same afterwards', () => {
    const dir = freshDir();
    const first = loadOperatorCredentials(dir);
    expect(first.accessKeyId).toMatch(/^AKIA[A-Z2-7]{16}$/);
    expect(first.secretAccessKey).toHaveLength(40);
    const file = join(dir, OPERATOR_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    expect(loadOperatorCredentials(dir)).toEqual(first);
    // Each data directory has its own secret: nothing is built into the source.
    expect(loadOperatorCredentials(freshDir())).not.toEqual(first);
  });

  it('tighten a kept file that others could read', () => {
    const dir = freshDir();
    loadOperatorCredentials(dir);
    chmodSync(join(dir, OPERATOR_FILE), 0o644);
    loadOperatorCredentials(dir);
    expect(statSync(join(dir, OPERATOR_FILE)).mode & 0o777).toBe(0o600);
  });

  it('come from the environment when it gives them, and then nothing is written', () => {
    const dir = freshDir();
    const given = { accessKeyId: 'AKIAFROMENVIRONMENT0', secretAccessKey: 'from-the-environment' };
    expect(loadOperatorCredentials(dir, given)).toEqual(given);
    expect(() => statSync(join(dir, OPERATOR_FILE))).toThrow();
  });
});
