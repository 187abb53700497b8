// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, pathOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

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

/** Answers 是 to the first question and 否 to the second, then presses 部分为是; the dialog's title. */
async function refuse(info: unknown) {
  const page = await renderTemplate(templateOf([[notice]], { goodsId: 'G1' }), {
    search: '?from=health&planId=P1',
    replies: { [pathOf('queryUnderwritingQuestionInfo')]: { success: true, code: 0, value: info } },
  });
  tap(page.container.querySelectorAll<HTMLInputElement>('.adm-radio input')[0]);
  tap(page.container.querySelectorAll<HTMLInputElement>('.adm-radio input')[3]);
  await settle();
  tap(byText(page.container, 'button', '部分为是'));
  await settle();
  return { page, title: document.querySelector('.adm-dialog-title')?.textContent };
}

describe('a yes/no notice whose template names no questionnaire', () => {
  withCleanDocument();

  it('asks queryUnderwritingQuestionInfo for the plan and offers 智能核保 when the plan supports it', async () => {
    const { page, title } = await refuse({ noticeType: 'healthNotice', isSupportSmartUnderwriting: true, xdQuestionCode: 'XQ-PLAN' });
    expect(page.calls(pathOf('queryUnderwritingQuestionInfo')).map((call) => call.body)).toEqual([{ goodsId: 'G1', planId: 'P1' }]);
    expect(title).toBe('智能核保');
    page.unmount();
  });

  it('says 核保失败 when the plan does not support smart underwriting', async () => {
    const { page, title } = await refuse({ noticeType: 'healthNotice', isSupportSmartUnderwriting: false, xdQuestionCode: 'XQ-PLAN' });
    expect(title).toBe('核保失败');
    page.unmount();
  });
});
