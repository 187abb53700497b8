// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderApp, until, withCleanApp } from '../../app/testing/render-app';

const ANSWERS_CALL = '/v1/smartQuestion/getAnswers';
const ANSWERS = ok({
  applyNo: 'A1',
  answers: [
    {
      question: { qtNo: 'Q1', title: '是否患有高血压？', qtOptionList: [{ opNo: 'Y', content: '是' }, { opNo: 'N', content: '否' }] },
      answer: { qtNo: 'Q1', qtOptions: ['N'] },
    },
    { question: { qtNo: 'Q2', title: '最近一次血压读数' }, answer: { qtNo: 'Q2', manualValue: '120/80' } },
  ],
});

/** Opens /underwritingDetails as a full page load does: the page reads the browser's own address. */
function open(search: string, server: Parameters<typeof renderApp>[1]) {
  window.history.replaceState(null, '', `/underwritingDetails${search}`);
  return renderApp(`/underwritingDetails${search}`, server);
}

describe('/underwritingDetails, the answers of a finished smart questionnaire', () => {
  withCleanApp();
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows each question with the answer given, by option text or as typed', async () => {
    const app = open('?applyNo=A1', { [ANSWERS_CALL]: ANSWERS });
    await until(() => expect(app.container.querySelectorAll('li')).toHaveLength(2));
    const rows = [...app.container.querySelectorAll('li')].map((row) => row.textContent);
    expect(rows).toEqual(['1. 是否患有高血压？否', '2. 最近一次血压读数120/80']);
    expect(app.asked.find((call) => call.url === ANSWERS_CALL)?.body).toEqual({ applyNo: 'A1' });
  });

  it('says 获取问卷详情失败 when the answers cannot be fetched', async () => {
    const app = open('?applyNo=A1', { [ANSWERS_CALL]: 'offline' });
    await until(() => expect(app.container.textContent).toContain('获取问卷详情失败'));
    expect(app.container.querySelector('li')).toBeNull();
  });

  it('says 问卷详情不存在 when nothing was answered under the number, or the server knows none', async () => {
    const empty = open('?applyNo=A1', { [ANSWERS_CALL]: ok({ applyNo: 'A1', answers: [] }) });
    await until(() => expect(empty.container.textContent).toContain('问卷详情不存在'));
    const unknown = open('?applyNo=A2', { [ANSWERS_CALL]: { status: 404, data: { success: false, code: 40400, message: '问卷详情不存在' } } });
    await until(() => expect(unknown.container.textContent).toContain('问卷详情不存在'));
    expect(unknown.container.textContent).not.toContain('获取问卷详情失败');
  });

  it('shows 暂无数据 without asking when the address names no questionnaire', async () => {
    const app = open('', { [ANSWERS_CALL]: ANSWERS });
    await until(() => expect(app.container.textContent).toContain('暂无数据'));
    expect(app.asked.some((call) => call.url === ANSWERS_CALL)).toBe(false);
  });
});
