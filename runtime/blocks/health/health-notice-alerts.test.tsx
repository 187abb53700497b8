// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const notice = moduleOf('yesNoNotice', {
  header: '健康告知',
  noticeType: 'healthNotice',
  noticeObjectType: 'insured',
  questions: [{ noticeContent: '<p>是否因疾病住院治疗？</p>' }, { noticeContent: '<p>是否患有恶性肿瘤？</p>' }],
  buttons: [
    { text: '部分为是', condition: 4, outcome: 'refuse', style: 'default' },
    { text: '以上皆否', condition: 2, outcome: 'continue', style: 'primary' },
  ],
});
const alertButton = () => byText(document.body, '.adm-dialog-button, .adm-center-popup-wrap button', '知道了');

describe('health notice alerts', () => {
  withCleanDocument();

  it('tell the buyer that the answers do not match the button in an alert closed with 知道了, recording nothing', async () => {
    const page = await renderTemplate(templateOf([[notice]]));
    tap(page.container.querySelectorAll<HTMLInputElement>('.adm-radio input')[0]);
    tap(page.container.querySelectorAll<HTMLInputElement>('.adm-radio input')[3]);
    await settle();
    tap(byText(page.container, 'button', '以上皆否'));
    await settle();
    expect(document.querySelector('.adm-dialog-content')?.textContent).toBe('您的回答与所选按钮不符，请核对后重新选择');
    expect(alertButton()).toBeDefined();
    tap(alertButton());
    await until(() => document.querySelector('.adm-dialog-content') === null || !alertButton());
    expect(page.store.get(healthNoticeAtom('insured_0')).allowInsure).toBeNull();
    page.unmount();
  });
});
