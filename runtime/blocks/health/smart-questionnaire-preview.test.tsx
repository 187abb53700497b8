// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, pathOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const ANSWERS = pathOf('smartQuestionAnswers');
const answered = (body: unknown) => {
  const { applyNo } = body as { applyNo: string };
  const title = applyNo === 'A-HOLDER' ? '是否患有高血压？' : applyNo === 'A-INSURED' ? '近一年是否住院？' : '营销员是否面见投保人？';
  return {
    success: true,
    code: 0,
    result: {
      applyNo,
      answers: [{ question: { qtNo: 'Q1', title, questionType: 'SINGLE', qtOptionList: [{ opNo: 'Y', content: '是' }, { opNo: 'N', content: '否' }] }, answer: { qtNo: 'Q1', qtOptions: ['N'] } }],
    },
  };
};
const keep = (key: string, applyNo: string) => sessionStorage.setItem(`HN_${key}`, JSON.stringify({ allowInsure: true, applyNo }));
const tabTitles = (container: HTMLElement) => [...container.querySelectorAll('.adm-tabs-tab')].map((tab) => tab.textContent);

describe('the smart questionnaire preview', () => {
  withCleanDocument();

  it('shows only the tabs configured, the agent tab off by default, and 暂无数据 for a person without a questionnaire', async () => {
    const template = templateOf([[moduleOf('smartQuestionnairePreview', { showPolicyHolderTab: false })]]);
    const page = await renderTemplate(template, { replies: { [ANSWERS]: answered } });
    expect(tabTitles(page.container)).toEqual(['被保人']);
    expect(page.container.textContent).toContain('暂无数据');
    expect(page.calls(ANSWERS)).toEqual([]);
    page.unmount();
  });

  it('looks back over the answers in a tab each for the policyholder, the insured and the agent', async () => {
    keep('holder', 'A-HOLDER');
    keep('insured_0', 'A-INSURED');
    keep('agent', 'A-AGENT');
    const template = templateOf([[moduleOf('smartQuestionnairePreview', { title: '问卷回顾', showPolicyHolderTab: true, showInsuredTab: true, showAgentTab: true })]]);
    const page = await renderTemplate(template, { replies: { [ANSWERS]: answered } });
    expect(tabTitles(page.container)).toEqual(['投保人', '被保人', '营销员']);
    expect(page.container.textContent).toContain('是否患有高血压？');
    expect(page.container.textContent).toContain('否');

    tap(byText(page.container, '.adm-tabs-tab', '被保人'));
    await settle();
    expect(page.container.textContent).toContain('近一年是否住院？');

    tap(byText(page.container, '.adm-tabs-tab', '营销员'));
    await settle();
    expect(page.container.textContent).toContain('营销员是否面见投保人？');
    expect(page.calls(ANSWERS).map((call) => call.body)).toEqual(expect.arrayContaining([{ applyNo: 'A-HOLDER' }, { applyNo: 'A-INSURED' }, { applyNo: 'A-AGENT' }]));
    page.unmount();
  });
});
