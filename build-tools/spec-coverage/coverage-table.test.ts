import { describe, expect, it } from 'vitest';
import { parseCoverageTable } from './coverage-table';
import { specTableRows } from './spec-tables';

describe('reading the coverage table', () => {
  it('reads code and test references, several to a cell, under their section', () => {
    const rows = parseCoverageTable(
      [
        '## 9. Constants',
        '| Spec row | Code | Tests |',
        '|---|---|---|',
        '| Toast queue interval \\| 2000 ms | `runtime/api/toast-queue.ts#ToastQueue`<br>`shared/constants.ts` | `runtime/api/toast-queue.test.ts` › shows each message 2 s |',
      ].join('\n'),
    );
    expect(rows).toEqual([
      {
        section: '9. Constants',
        specRow: 'Toast queue interval | 2000 ms',
        code: [{ path: 'runtime/api/toast-queue.ts', symbol: 'ToastQueue' }, { path: 'shared/constants.ts' }],
        tests: [{ path: 'runtime/api/toast-queue.test.ts', title: 'shows each message 2 s' }],
        notApplicable: [],
        line: 4,
      },
    ]);
  });

  it('keeps the reason of an n/a cell and refuses a reference it cannot read', () => {
    const [row] = parseCoverageTable('| Login roles | n/a: not shown in the spec | n/a: nothing to test |');
    expect(row?.notApplicable).toEqual(['not shown in the spec', 'nothing to test']);
    expect(() => parseCoverageTable('| x | runtime/a.ts | `a.test.ts` › t |')).toThrow(/line 1: code reference/);
    expect(() => parseCoverageTable('| x | `a.ts` | a.test.ts |')).toThrow(/line 1: test reference/);
  });
});

describe('reading the spec\'s tables', () => {
  it('takes the first cell of each body row, not the header, under its heading', () => {
    const rows = specTableRows(['### Route table', '', '| Route | Purpose |', '|---|---|', '| /h (exact) | renderer |', '', 'text', '| not | a table body |'].join('\n'));
    expect(rows).toEqual([{ heading: 'Route table', firstCell: '/h (exact)' }]);
  });
});
