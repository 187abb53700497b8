import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { GATE_RULES } from '../../shared/publish-gate/gate-rules';
import { renderGateDoc } from './render-gate-doc';

it('docs/publish-gate.md lists every rule of the publish gate and is up to date (run `npm run docs` after changing a rule)', () => {
  const doc = renderGateDoc();
  for (const rule of GATE_RULES) expect(doc, rule.id).toContain(`| \`${rule.id}\` | ${rule.severity}`);
  expect(readFileSync(resolve(import.meta.dirname, '../../docs/publish-gate.md'), 'utf8')).toBe(doc);
});
