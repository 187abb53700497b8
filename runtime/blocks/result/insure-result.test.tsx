// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { byText, moduleOf, pathOf, renderTemplate, tap, templateOf, withCleanDocument } from '../testing/render-template';

const RESULT = pathOf('queryInsureResult');
const E_POLICY = 'https://files.example.com/policy/P0001.pdf';
const ISSUED = {
  success: true,
  code: 0,
  result: {
    orderNo: 'O1',
    issueStatus: 'success',
    policyList: [
      { policyNo: 'P0001', productName: '百万医疗险', ePolicyUrl: E_POLICY },
      { policyNo: 'P0002', productName: '意外险' },
    ],
  },
};
const resultPage = (showPolicyDownload: boolean) =>
  templateOf([[moduleOf('insureResult', { successTitle: '投保成功', failTitle: '投保失败', showOrderInfo: false, showPolicyDownload, downloadText: '下载电子保单' })]]);

describe('the order result block', () => {
  withCleanDocument();

  it('offers the electronic policy download, when configured, for each policy that has one', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const page = await renderTemplate(resultPage(true), { search: '?from=health&orderNo=O1', replies: { [RESULT]: ISSUED } });
    expect(page.container.textContent).toContain('投保成功');
    expect(page.container.textContent).toContain('保单号：P0001');
    const buttons = [...page.container.querySelectorAll('button')].filter((button) => button.textContent === '下载电子保单');
    expect(buttons).toHaveLength(1);
    tap(byText(page.container, 'button', '下载电子保单'));
    expect(open).toHaveBeenCalledWith(E_POLICY, '_blank', 'noopener');
    open.mockRestore();
    page.unmount();
  });

  it('shows no download button when the template does not offer it', async () => {
    const page = await renderTemplate(resultPage(false), { search: '?from=health&orderNo=O1', replies: { [RESULT]: ISSUED } });
    expect(page.container.textContent).toContain('保单号：P0001');
    expect(page.container.textContent).not.toContain('下载电子保单');
    page.unmount();
  });
});
