import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCoverageTable, type CoverageRow } from './coverage-table';
import { specTableRows } from './spec-tables';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const rows: CoverageRow[] = parseCoverageTable(read('docs/spec-coverage.md'));
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts|\.walk\.ts)$/;

/** A title as it may be written in a quoted test name: plain, or with its quotes escaped. */
function holdsTitle(source: string, title: string): boolean {
  return [title, title.replace(/'/g, "\\'"), title.replace(/"/g, '\\"')].some((form) => source.includes(form));
}

const where = (row: CoverageRow) => `docs/spec-coverage.md line ${row.line} (${row.specRow})`;

describe('the spec-coverage table in docs/spec-coverage.md', () => {
  it('names code and a test for every row, or says why there is none', () => {
    const bare = rows.filter((row) => (row.code.length === 0 || row.tests.length === 0) && row.notApplicable.length === 0);
    expect(bare.map(where)).toEqual([]);
    expect(rows.length).toBeGreaterThan(100);
  });

  it('points only at code that exists and holds the named symbol', () => {
    const stale: string[] = [];
    for (const row of rows) {
      for (const ref of row.code) {
        if (!existsSync(resolve(root, ref.path))) stale.push(`${where(row)}: no file ${ref.path}`);
        else if (ref.symbol && !new RegExp(`\\b${ref.symbol.replace(/[$.]/g, '\\$&')}\\b`).test(read(ref.path))) {
          stale.push(`${where(row)}: ${ref.path} has no ${ref.symbol}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('points only at tests that exist under the named title', () => {
    const stale: string[] = [];
    for (const row of rows) {
      for (const ref of row.tests) {
        if (!TEST_FILE.test(ref.path)) stale.push(`${where(row)}: ${ref.path} is not a test file`);
        else if (!existsSync(resolve(root, ref.path))) stale.push(`${where(row)}: no file ${ref.path}`);
        else if (!holdsTitle(read(ref.path), ref.title)) stale.push(`${where(row)}: ${ref.path} has no test "${ref.title}"`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('accounts for every row of the spec\'s tables: routes, calls, errors and constants', () => {
    const spec = specTableRows(read('docs/spec/insure-h5-spec.md'));
    expect(spec.length).toBeGreaterThan(100);
    const missing = spec.filter((specRow) => !rows.some((row) => row.specRow.includes(specRow.firstCell)));
    expect(missing.map((row) => `${row.heading}: ${row.firstCell}`)).toEqual([]);
  });
});
