// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../state/storage-keys';
import { moduleOf, pathOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

const relation = moduleOf('selectItem', { placeholder: '请选择', optionLookup: { type: 'relation', code: 'holderRelation' } }, { label: '与投保人关系', formKey: 'holderRelation' });
const COMPANY_RELATIONS = [{ value: 'EMPLOYEE', label: '雇佣关系', isDefault: true }, { value: 'OTHER', label: '其他' }];

describe('a select row whose options come from the server', () => {
  withCleanDocument();

  it('asks queryOptions by code, type and the template\'s holder type, and shows the chosen option by its label', async () => {
    sessionStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ holderRelation: 'OTHER' }));
    const page = await renderTemplate(templateOf([[relation]], { fields: { holderType: '2' } }), {
      replies: { [pathOf('queryOptions')]: { success: true, code: 0, result: COMPANY_RELATIONS } },
    });
    expect(page.calls(pathOf('queryOptions')).map((call) => call.body)).toEqual([{ code: 'holderRelation', type: 'relation', holderType: '2' }]);
    expect(page.container.querySelector('[data-component="selectItem"]')?.textContent).toContain('其他');
    page.unmount();
  });

  it('asks without a holder type when the template names none', async () => {
    const page = await renderTemplate(templateOf([[relation]]), { replies: { [pathOf('queryOptions')]: { success: true, code: 0, result: [] } } });
    expect(page.calls(pathOf('queryOptions')).map((call) => call.body)).toEqual([{ code: 'holderRelation', type: 'relation' }]);
    page.unmount();
  });
});
