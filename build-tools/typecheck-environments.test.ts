import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
// Probes live outside the source tree, so no other test walking the tree ever meets one.
const probeDir = mkdtempSync(join(tmpdir(), 'environment-probe-'));
let probes = 0;
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

/** The type errors of `code` compiled with a project's tsconfig options (its libs and ambient types, resolved from the project root). */
function errorsUnder(config: string, code: string): string[] {
  const read = ts.readConfigFile(join(root, config), (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, root);
  probes += 1;
  const probe = join(probeDir, `probe-${probes}.ts`);
  writeFileSync(probe, code);
  const program = ts.createProgram([probe], parsed.options);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(probe)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('each app is type-checked for where it runs', () => {
  it("checks the buyer app and the editor without Node's types", () => {
    expect(errorsUnder('tsconfig.browser.json', "export const a = Buffer.from('x');\nexport const b = process.pid;\n")).toEqual([
      expect.stringContaining("'Buffer'"),
      expect.stringContaining("'process'"),
    ]);
    expect(errorsUnder('tsconfig.browser.json', 'export const a = window.location.href;\n')).toEqual([]);
  }, 60_000);

  it("checks the server without the DOM's types", () => {
    expect(errorsUnder('tsconfig.server.json', 'export const a = window.location.href;\nexport const b = document.title;\n')).toEqual([
      expect.stringContaining("'window'"),
      expect.stringContaining("'document'"),
    ]);
    expect(errorsUnder('tsconfig.server.json', "export const a = Buffer.from('x');\n")).toEqual([]);
  }, 60_000);

  it('lists the apps in the configs the typecheck runs', () => {
    const typecheck = (JSON.parse(ts.sys.readFile(join(root, 'package.json')) ?? '{}') as { scripts: Record<string, string> }).scripts.typecheck ?? '';
    for (const config of ['tsconfig.json', 'tsconfig.browser.json', 'tsconfig.server.json']) expect(typecheck).toContain(`-p ${config}`);
  });
});
