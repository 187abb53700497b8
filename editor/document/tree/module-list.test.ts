import { describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { replay } from '../testing/replay';
import { childIds } from '../testing/outline';
import { findModule } from './find-module';

/** A draft as it may be stored: saved mid-edit from the code view, not valid. */
const broken = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [
    { id: 'a', pageOrder: 1, label: 'A' },
    {
      id: 'b',
      pageOrder: 2,
      label: 'B',
      moduleList: [null, { id: 'odd', component: 'popup', label: 'x', attrs: {}, isDefault: true, children: 'not a list' }, { id: 'ok', component: 'toolbar', label: 'T', attrs: {}, isDefault: true }],
    },
  ],
} as unknown as TemplateConfig;

describe('editing a draft with malformed module lists', () => {
  it('still finds, inserts, moves, duplicates and removes modules around the broken parts', () => {
    expect(findModule(broken, 'ok')?.index).toBe(2);
    const history = replay(broken, [
      { type: 'insertModule', component: 'pictures', place: { pageId: 'a', parentId: null, index: 0 }, id: 'pic' },
      { type: 'moveModule', moduleId: 'ok', place: { pageId: 'a', parentId: null, index: 1 } },
      { type: 'duplicateModule', moduleId: 'odd' },
      { type: 'removeModule', moduleId: 'pic' },
    ]);
    expect(childIds(history.present, 'a')).toEqual(['ok']);
    expect(findModule(history.present, 'popup-1')?.module.children).toEqual([]);
    expect(history.past).toHaveLength(4);
  });
});
