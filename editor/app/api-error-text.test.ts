import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../i18n/messages/app';
import { apiErrorText } from './api-error-text';

const zh = APP_MESSAGES['zh-CN'];
const en = APP_MESSAGES['en-US'];

describe('apiErrorText', () => {
  it('tells the operator in their language what went wrong', () => {
    expect(apiErrorText({ kind: 'network', message: 'Failed to fetch' }, zh)).toBe('无法连接服务器，请检查网络后重试');
    expect(apiErrorText({ kind: 'conflict', message: '草稿已被他人更新', currentRevision: 3 }, en)).toMatch(/Someone else saved/);
    expect(apiErrorText({ kind: 'signedOut', message: '请先登录' }, en)).toBe('Your session has ended. Please sign in again.');
    expect(apiErrorText({ kind: 'forbidden', message: '您的角色无权执行此操作', fourEyes: false }, zh)).toBe('您的角色无权执行此操作');
    expect(apiErrorText({ kind: 'forbidden', message: '四眼原则', fourEyes: true }, en)).toMatch(/^Four-eyes rule/);
    expect(apiErrorText({ kind: 'tooMany', message: '登录失败次数过多，已锁定，请 15 分钟后再试' }, en)).toBe('登录失败次数过多，已锁定，请 15 分钟后再试');
  });

  it('counts the problems of a refused template and keeps the server’s reason for a bad request', () => {
    const problems = [
      { path: '/pageList/0/label', message: '不能为空' },
      { path: '/themeColor', message: '格式不正确' },
    ];
    expect(apiErrorText({ kind: 'invalid', message: '', problems }, zh)).toBe('模板有 2 个问题，未能完成操作');
    expect(apiErrorText({ kind: 'badRequest', message: '模板名称不能为空', problems: [] }, zh)).toBe('模板名称不能为空');
    expect(apiErrorText({ kind: 'server', message: 'HTTP 502', status: 502 }, en)).toBe('Server error (502): HTTP 502');
  });
});
