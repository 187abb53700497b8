import { describe, expect, it } from 'vitest';
import { healthFixture } from '../document/testing/health-fixture';
import { outlineRows } from './outline-rows';

describe('outlineRows', () => {
  it('lists every module of the page with its children right under it, indented', () => {
    const page = healthFixture().pageList.find((candidate) => candidate.id === 'page-info');
    const rows = outlineRows(page);
    const holder = rows.findIndex((row) => row.module.id === 'info-holder');
    expect(rows[holder]).toMatchObject({ depth: 0, parentId: null, index: 1 });
    expect(rows[holder + 1]).toMatchObject({ module: { id: 'info-holder-name' }, depth: 1, parentId: 'info-holder', index: 0 });
    expect(rows.filter((row) => row.parentId === 'info-holder').map((row) => row.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(rows.at(-1)).toMatchObject({ module: { id: 'info-toolbar' }, depth: 0 });
  });

  it('shows nothing for a missing page and skips list items that are not modules', () => {
    expect(outlineRows(undefined)).toEqual([]);
    const page = { id: 'p', pageOrder: 1, label: 'p', moduleList: [null, { id: 'a', component: 'pictures', label: '', attrs: {}, isDefault: true }] };
    expect(outlineRows(page as never).map((row) => [row.module.id, row.index])).toEqual([['a', 1]]);
  });
});
