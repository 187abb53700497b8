// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, pathOf, renderTemplate, settle, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const TREE = {
  success: true,
  code: 0,
  result: [{ code: '01', name: '一般职业', children: [{ code: '0101', name: '机关团体', children: [{ code: '0101001', name: '内勤人员', occupationCategory: 1 }] }] }],
};
const REFUSED = { success: false, code: 40000, message: '该职业类别不在本产品承保范围内' };

describe('a third-level occupation the product refuses', () => {
  withCleanDocument();

  it('is told in the 温馨提示 alert alone, without a toast, and leaves the row empty', async () => {
    const occupation = moduleOf('cascadePickerItem', { source: 'occupation', columns: 3, popupTitle: '请选择职业' }, { label: '职业', formKey: 'policyHolder.occupation' });
    const page = await renderTemplate(templateOf([[occupation]]), {
      replies: { [pathOf('queryOccupationTree')]: TREE, [pathOf('checkOccupationCategoryLimit')]: REFUSED },
    });
    tap(page.container.querySelector('[role="button"]'));
    await until(() => document.querySelector('.adm-picker-view-column-item') !== null);
    const popup = document.querySelector<HTMLElement>('.adm-popup-body')!;
    for (const label of ['一般职业', '机关团体', '内勤人员（1类）']) {
      tap(byText(popup, '.adm-picker-view-column-item', label));
      await settle();
    }
    tap(byText(popup, 'a', '确定'));
    await until(() => document.querySelector('.adm-dialog-body') !== null);
    await settle();

    expect(page.calls(pathOf('checkOccupationCategoryLimit'))).toHaveLength(1);
    expect(document.querySelector('.adm-dialog-title')?.textContent).toBe('温馨提示');
    // One message on screen, the alert's: no toast repeats it.
    expect(shownMessages()).toHaveLength(1);
    expect(document.querySelector('.adm-dialog-content')?.textContent).toBe(REFUSED.message);
    expect(document.querySelector('.adm-toast-main')).toBeNull();
    expect(page.toasts).toEqual([]);
    expect(page.store.get(orderFormAtom)).not.toMatchObject({ policyHolder: { occupation: expect.anything() } });
    page.unmount();
  });
});
