// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Module } from '../../../schema/template/module';
import { wait, withFakePageClock } from '../../pages/order/testing/render-order-page';
import { renderWithServer } from '../../testing/render-with-server';
import NoticeTabViewer from './notice-tab-viewer';

const MODULE = { id: 'm1', component: 'noticeTabViewer', label: '投保须知' } as unknown as Module;
const ATTRS = {
  title: '投保须知',
  tabs: [
    { title: '投保须知', content: '<p>模板里的旧须知</p>' },
    { title: '责任免除', content: '<p>请阅读责任免除。</p>' },
  ],
};
const NOTICES = [
  { noticeType: 'insureNotice', header: '投保须知', content: '<p>投保人{holderName}请确认被保人健康状况。</p>', paramList: [{ paramName: 'holderName', paramType: 2, paramValue: 'policyHolder.name' }] },
  { noticeType: 'privacyNotice', header: '隐私政策', content: '<p>我们依法保护您的个人信息。</p>' },
];

describe('the notice tab viewer with the plan\'s notices', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('asks queryInsureNoticeList for the plan; its notice replaces the template tab of the same title and the others are added', async () => {
    const page = renderWithServer(
      <NoticeTabViewer module={MODULE} attrs={ATTRS} />,
      { '/latestGoods/queryInsureNoticeList': () => ({ success: true, code: 0, value: NOTICES }) },
      { at: '/h?planId=P1', page: { template: { goodsId: 'G1' }, initialValues: { policyHolder: { name: '王五' } } } },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.askedAt('/latestGoods/queryInsureNoticeList').map((request) => request.body)).toEqual([{ goodsId: 'G1', planId: 'P1' }]);
    const titles = [...page.container.querySelectorAll('.adm-tabs-tab')].map((tab) => tab.textContent);
    expect(titles).toEqual(['投保须知', '责任免除', '隐私政策']);
    expect(page.container.textContent).toContain('投保人王五请确认被保人健康状况。');
    expect(page.container.textContent).not.toContain('模板里的旧须知');
  });
});
