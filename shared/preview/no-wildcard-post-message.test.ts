import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function ruleIds(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(import.meta.dirname, 'lint-probe.ts') });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint: postMessage to any origin', () => {
  it('refuses a wildcard target origin', async () => {
    const wildcard = "'*'";
    const messages = await ruleIds(`export function send(target: Window, data: unknown): void {\n  target.postMessage(data, ${wildcard});\n}\n`);
    expect(messages.some((message) => message.includes('is forbidden: post to an exact target origin'))).toBe(true);
  });

  it('accepts posting to an exact origin', async () => {
    const messages = await ruleIds(
      "export function send(target: Window, data: unknown): void {\n  target.postMessage(data, 'https://editor.example.com');\n}\n",
    );
    expect(messages).toEqual([]);
  });
});
