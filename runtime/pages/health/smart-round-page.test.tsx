// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_QUERY_DEDUP_MS } from '../../../shared/constants';
import { smartSessionAtom } from '../../health/smart-session';
import { wait, withFakePageClock } from '../order/testing/render-order-page';
import { renderWithServer } from '../../testing/render-with-server';
import SmartRoundPage from './smart-round-page';

const QUESTION = { qtNo: 'Q1', title: '是否曾患有以下疾病？', questionType: 'SINGLE', qtOptionList: [{ opNo: 'A', content: '甲状腺结节' }] };
const SESSION = {
  smartQuestionNo: 'XQ1',
  returnTo: '/h',
  members: [
    { person: 'insured_0', name: '张三', applyNo: 'AP1', rounds: [[QUESTION]] },
    { person: 'insured_1', name: '李四', applyNo: 'AP2', rounds: [[QUESTION]] },
  ],
} as const;
const INTRO = '<p>请如实回答以下问题，智能核保将根据您的回答给出结论。</p>';
const NOTICE_PATH = '/v1/insure/queryNoticeQuestion';

const open = () =>
  renderWithServer(
    <SmartRoundPage />,
    { [NOTICE_PATH]: () => ({ success: true, code: 0, result: { noticeType: 'healthNotice', smartQuestionContent: INTRO } }) },
    { route: '/healthnotify/detail/:index/:loop', at: '/healthnotify/detail/0/0?promotionId=PR1&planId=P1', prepare: (store) => store.set(smartSessionAtom, SESSION as never) },
  );

describe('a smart underwriting round page', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('shows the notice\'s 智能核保说明 from queryNoticeQuestion above the questions', async () => {
    const page = open();
    unmount = page.unmount;
    await wait(0);
    expect(page.askedAt(NOTICE_PATH).map((request) => request.body)).toEqual([{ noticeType: 'healthNotice', planId: 'P1', promotionId: 'PR1', noticeObjectType: 'insured' }]);
    expect(page.container.querySelector('[data-testid="smart-intro"]')?.textContent).toBe('请如实回答以下问题，智能核保将根据您的回答给出结论。');
    expect(page.container.textContent).toContain('是否曾患有以下疾病？');
  });

  it('asks the server once for a page opened again within ORDER_QUERY_DEDUP_MS, and again after it', async () => {
    const page = open();
    unmount = page.unmount;
    await wait(0);
    expect(page.askedAt(NOTICE_PATH)).toHaveLength(1);

    // The next member's round opens just under a second later: the same notice, merged.
    await wait(ORDER_QUERY_DEDUP_MS - 1);
    page.remount();
    await wait(0);
    expect(page.askedAt(NOTICE_PATH)).toHaveLength(1);
    expect(page.container.querySelector('[data-testid="smart-intro"]')).not.toBeNull();

    // A second after the first ask, the page asks the server again.
    await wait(1);
    page.remount();
    await wait(0);
    expect(page.askedAt(NOTICE_PATH)).toHaveLength(2);
    expect(page.container.querySelector('[data-testid="smart-intro"]')).not.toBeNull();
  });
});
