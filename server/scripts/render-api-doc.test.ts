import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { API_CALLS } from '../../schema/api';
import { renderApiDoc } from './render-api-doc';

it('docs/api.md lists every route and is up to date (run `npm run docs` after changing routes)', async () => {
  const doc = await renderApiDoc();
  for (const call of API_CALLS) expect(doc, call.name).toContain(`\`/api${call.path}\``);
  expect(readFileSync(resolve(import.meta.dirname, '../../docs/api.md'), 'utf8')).toBe(doc);
}, 120_000);
