// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_CHECK_DEBOUNCE_MS } from '../../../shared/constants';
import { STORAGE_KEYS } from '../../state/storage-keys';
import { moduleOf, pathOf, renderTemplate, templateOf, wait, withCleanDocument } from '../testing/render-template';

const HOLDER = { name: '张伟', certiType: 'I', certiNo: '110105198503151234' };
const holderModule = moduleOf('policyHolderModule', {}, { label: '投保人信息', formKey: 'policyHolder' });

/** The holder page opened with the holder already entered (kept in the session), the staff check answering `isStaff`. */
async function openWithHolder(isStaff: boolean) {
  sessionStorage.setItem(STORAGE_KEYS.orderData, JSON.stringify({ policyHolder: HOLDER }));
  return renderTemplate(templateOf([[holderModule]]), { replies: { [pathOf('isECIFStaff')]: { success: true, code: 0, result: { isStaff } } } });
}

describe('the holder form\'s staff check', () => {
  withCleanDocument({ fakeTimers: true });

  it('asks isECIFStaff once the buyer has paused CERTIFICATE_CHECK_DEBOUNCE_MS, and says a member of staff buys as an employee', async () => {
    const page = await openWithHolder(true);
    await wait(CERTIFICATE_CHECK_DEBOUNCE_MS - 1);
    expect(page.calls(pathOf('isECIFStaff'))).toHaveLength(0);
    await wait(1);
    expect(page.calls(pathOf('isECIFStaff')).map((call) => call.body)).toEqual([{ clientname: '张伟', identifytype: 'I', identifynumber: '110105198503151234' }]);
    expect(page.container.querySelector('[data-testid="staff-purchase-note"]')?.textContent).toBe('您是本公司在职员工，本单将登记为员工投保');
    page.unmount();
  });

  it('says nothing for a holder who is no member of staff', async () => {
    const page = await openWithHolder(false);
    await wait(CERTIFICATE_CHECK_DEBOUNCE_MS);
    expect(page.calls(pathOf('isECIFStaff'))).toHaveLength(1);
    expect(page.container.querySelector('[data-testid="staff-purchase-note"]')).toBeNull();
    page.unmount();
  });
});
