import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../i18n/messages/app';
import { apiErrorText } from './api-error-text';

const zh = APP_MESSAGES['zh-CN'];
const en = APP_MESSAGES['en-US'];

describe('apiErrorText', () => {
  it('tells the operator in their language what went wrong', () => {
    expect(apiErrorText({ kind: 'network', message: 'Failed to fetch' }, zh, 'health')).toBe('无法连接服务器，请检查网络后重试');
    expect(apiErrorText({ kind: 'conflict', message: '草稿已被他人更新', currentRevision: 3 }, en, 'health')).toMatch(/Someone else saved/);
    expect(apiErrorText({ kind: 'unknownTenant', message: '未知的租户「x」' }, en, 'x')).toBe('The server does not know the tenant "x".');
  });

  it('counts the problems of a refused template and keeps the server’s reason for a bad request', () => {
    const problems = [
      { path: '/pageList/0/label', message: '不能为空' },
      { path: '/themeColor', message: '格式不正确' },
    ];
    expect(apiErrorText({ kind: 'invalid', message: '', problems }, zh, 'health')).toBe('模板有 2 个问题，未能完成操作');
    expect(apiErrorText({ kind: 'badRequest', message: '模板名称不能为空', problems: [] }, zh, 'health')).toBe('模板名称不能为空');
    expect(apiErrorText({ kind: 'server', message: 'HTTP 502', status: 502 }, en, 'health')).toBe('Server error (502): HTTP 502');
  });
});
