// An acknowledged write survives kill -9 of the process that made it.
import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';

const dir = mkdtempSync(join(tmpdir(), 'data-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('durability', () => {
  it('keeps every acknowledged write after SIGKILL', async () => {
    const file = join(dir, 'data.sqlite');
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const child = spawn(process.execPath, ['--import', tsx, resolve(import.meta.dirname, 'durability-writer.ts'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const acked: string[] = [];
    let buffer = '';
    await new Promise<void>((done) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        acked.push(...lines);
        if (acked.length >= 300 && !child.killed) {
          child.kill('SIGKILL');
        }
      });
      child.on('exit', () => done());
    });
    expect(acked.length).toBeGreaterThanOrEqual(300);
    const db = new Database(file);
    const stored = new Set((db.prepare('SELECT pk FROM m_Durable').all() as Array<{ pk: string }>).map((r) => r.pk));
    db.close();
    const lost = acked.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  });
});
