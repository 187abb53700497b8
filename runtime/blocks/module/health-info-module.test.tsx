// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

describe('a health notice that cannot be loaded', () => {
  withCleanDocument();

  it('says 系统异常，请稍后重试 in place of the questions, and 网络错误 for a refusal without a message', async () => {
    const module = moduleOf('healthInfoModule', { noticeType: 'healthNotice', noticeObjectType: 'insured', buttons: [{ text: '以上皆否', promptCondition: 0 }] });
    const page = await renderTemplate(templateOf([[module]]), { search: '?from=health&planId=P1', replies: { [pathOf('queryHealthNotice')]: { success: false, code: 50001 } } });
    expect(page.calls(pathOf('queryHealthNotice')).map((call) => call.body)).toEqual([{ planId: 'P1', noticeObjectType: 'insured' }]);
    expect(page.container.textContent).toContain('系统异常，请稍后重试');
    expect(page.toasts).toEqual(['网络错误']);
    page.unmount();
  });

  it('toasts the server\'s own message when it gives one', async () => {
    const module = moduleOf('healthInfoModule', { noticeType: 'healthNotice', noticeObjectType: 'insured', buttons: [{ text: '以上皆否', promptCondition: 0 }] });
    const page = await renderTemplate(templateOf([[module]]), { search: '?from=health&planId=P1', replies: { [pathOf('queryHealthNotice')]: { success: false, code: 50001, message: '告知配置缺失' } } });
    expect(page.toasts).toEqual(['告知配置缺失']);
    expect(page.container.textContent).toContain('系统异常，请稍后重试');
    page.unmount();
  });
});
