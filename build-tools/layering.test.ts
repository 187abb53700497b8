import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The layering rule's messages for `code` placed at `filePath` (relative to the project root). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('the layers the linter keeps: schema ← shared ← runtime / editor / server', () => {
  it('refuses an import against the layers, and names them', async () => {
    const cases: [string, string][] = [
      ['schema/api/probe.ts', "import { x } from '../../shared/constants';"],
      ['shared/probe.ts', "import { x } from '../runtime/app/runtime-context';"],
      ['runtime/app/probe.ts', "import { x } from '../../server/app/build-app';"],
      ['editor/probe.ts', "import { x } from '../runtime/app/runtime-context';"],
      ['server/app/probe.ts', "import { x } from '../../editor/api/route-path';"],
    ];
    for (const [file, code] of cases) expect(await layerErrors(file, `${code}\nexport const y = x;\n`), file).toEqual([expect.stringContaining('schema ← shared ← runtime / editor / server')]);
  }, 60_000);

  it('lets a layer import those before it, and a test cross them', async () => {
    const cases: [string, string][] = [
      ['shared/probe.ts', "import { x } from '../schema/api/tenant-header';"],
      ['runtime/app/probe.ts', "import { x } from '../../shared/constants';"],
      ['server/app/probe.ts', "import { x } from '../../schema/api/tenant-header';"],
      ['runtime/app/probe.test.ts', "import { x } from '../../server/app/build-app';"],
    ];
    for (const [file, code] of cases) expect(await layerErrors(file, `${code}\nexport const y = x;\n`), file).toEqual([]);
  }, 60_000);
});
