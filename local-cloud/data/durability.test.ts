// An acknowledged write survives kill -9: a data service in a child process answers
// createLibro mutations; the child is killed with SIGKILL while writing; every record whose
// mutation was answered is there when the directory is opened again.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { loadOperatorCredentials } from '../shared/operator';
import { signedGraphqlHeaders } from './test-support';

const dir = mkdtempSync(join(tmpdir(), 'data-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The child reads the same pair from the directory.
const operator = loadOperatorCredentials(dir);

async function createLibro(url: string, name: string): Promise<string> {
  const body = JSON.stringify({
    query: 'mutation C($input: CreateLibroInput!) { createLibro(input: $input) { id } }',
    variables: { input: { name, image: 'i', pagesFolder: name } },
  });
  const res = await fetch(`${url}/graphql`, { method: 'POST', body, headers: await signedGraphqlHeaders(url, operator, body) });
  const json = (await res.json()) as { data: { createLibro: { id: string } } };
  return json.data.createLibro.id;
}

describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const child = spawn(process.execPath, ['--import', tsx, resolve(import.meta.dirname, 'durability-server.ts'), dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((done) => child.on('exit', () => done()));
    const url = await new Promise<string>((found) => child.stdout.once('data', (chunk: Buffer) => found(chunk.toString().trim())));
    const acked: string[] = [];
    let writers: Array<Promise<void>> = [];
    let killed = false;
    // Eight concurrent writers; the process is killed while requests are in flight.
    writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; !killed; i++) {
        try {
          acked.push(await createLibro(url, `w${w}-${i}`));
        } catch {
          return; // the connection died with the process
        }
        if (acked.length >= 200 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(writers);
    await exited;
    expect(acked.length).toBeGreaterThanOrEqual(200);
    const db = new Database(join(dir, 'data.sqlite'));
    const stored = new Set((db.prepare('SELECT json_extract(doc, \'$.id\') AS id FROM m_Libro').all() as Array<{ id: string }>).map((r) => r.id));
    db.close();
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  });
});
