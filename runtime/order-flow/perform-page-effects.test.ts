import { describe, expect, it } from 'vitest';
import type { PageEffect } from '../../shared/page-actions/page-effect';
import { performPageEffects, type PageEffectHandlers } from './perform-page-effects';

function recorder(pages: readonly string[] = []) {
  const log: string[] = [];
  const handlers: PageEffectHandlers = {
    mergeOrderNo: (orderNo, encrypted) => log.push(`order ${orderNo} ${encrypted ?? ''}`.trim()),
    alert: async (message) => {
      log.push(`alert ${message}`);
    },
    navigate: (url) => log.push(`go ${url}`),
    postForm: (url, data) => log.push(`post ${url} ${JSON.stringify(data)}`),
    jumpToPage: (code) => {
      log.push(`page ${code}`);
      return pages.includes(code);
    },
    warn: (message) => log.push(`warn ${message}`),
  };
  return { log, handlers };
}

describe('performPageEffects', () => {
  it('stores the order number, then leaves for the payment query page', async () => {
    const { log, handlers } = recorder();
    const effects: PageEffect[] = [
      { kind: 'mergeOrderNo', orderNo: 'O1', encryptOrderNo: 'E1' },
      { kind: 'navigate', url: '/querypay?encryptOrderNo=E1' },
      { kind: 'showAlert', message: 'never shown' },
    ];
    expect(await performPageEffects(effects, handlers)).toBe(true);
    expect(log).toEqual(['order O1 E1', 'go /querypay?encryptOrderNo=E1']);
  });

  it('shows alerts and warnings, and goes on past an unknown page code', async () => {
    const { log, handlers } = recorder(['result']);
    const effects: PageEffect[] = [
      { kind: 'showAlert', message: '请注意' },
      { kind: 'jumpToPage', pageCode: 'nowhere' },
      { kind: 'warn', message: 'w' },
      { kind: 'jumpToPage', pageCode: 'result' },
    ];
    expect(await performPageEffects(effects, handlers)).toBe(true);
    expect(log).toEqual(['alert 请注意', 'page nowhere', 'warn w', 'page result']);
  });

  it('posts a form for a gateway and reports staying when nothing leaves', async () => {
    const { log, handlers } = recorder();
    expect(await performPageEffects([{ kind: 'postForm', url: '/mockpay', formData: { a: '1' } }], handlers)).toBe(true);
    expect(log).toEqual(['post /mockpay {"a":"1"}']);
    expect(await performPageEffects([], handlers)).toBe(false);
  });
});
