import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PROCESSES = 4;
const LOAD_CONFIG = resolve(import.meta.dirname, 'load-config.ts');

/** Starts a development process on `dataDir` that loads its configuration at `startAt` (epoch ms) and prints its secrets. */
function secretsOfProcess(dataDir: string, startAt: number): Promise<string> {
  const script = `
    const { loadConfig } = await import(${JSON.stringify(LOAD_CONFIG)});
    while (Date.now() < ${startAt}) {}
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: ${JSON.stringify(dataDir)} });
    console.log(JSON.stringify([config.smsCodeSecret, config.orderTokenSecret, config.paySignSecret, config.sessionSecrets[0], config.piiKeys.current.id, config.piiKeys.index.toString('hex')]));`;
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done(output.trim()) : fail(new Error(`exited with ${code}`))));
  });
}

describe('development secrets kept in the data directory', () => {
  it('are the same in every process started together on one data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'insure-secrets-together-'));
    // Every process waits for the same moment, so all of them find the file missing at once.
    const startAt = Date.now() + 4000;
    const printed = await Promise.all(Array.from({ length: PROCESSES }, () => secretsOfProcess(dataDir, startAt)));
    expect(new Set(printed).size).toBe(1);
    expect(JSON.parse(printed[0] ?? '[]')).toHaveLength(6);
    expect(existsSync(join(dataDir, 'development-secrets.lock'))).toBe(false);
  }, 30_000);
});
