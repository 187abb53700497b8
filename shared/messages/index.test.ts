import { describe, expect, it } from 'vitest';
import { MESSAGES } from './index';

const texts = Object.entries(MESSAGES).flatMap(([group, catalogue]) =>
  Object.entries(catalogue)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, text]) => ({ at: `${group}.${key}`, text })),
);

/** Short words that legitimately serve several groups (units and separators). */
const SHARED_WORDS = new Set(['-', '，', '元', '万元', '年', '人']);

describe('MESSAGES', () => {
  it('states each buyer-facing text once, so a wording change happens in one place', () => {
    const seen = new Map<string, string>();
    for (const { at, text } of texts) {
      if (SHARED_WORDS.has(text)) continue;
      expect(seen.get(text), `"${text}" at ${at}`).toBeUndefined();
      seen.set(text, at);
    }
  });

  it('carries the section 8 texts verbatim', () => {
    expect(MESSAGES.errors).toMatchObject({
      networkError: '网络异常，请稍后重试',
      networkErrorShort: '网络错误',
      systemError: '系统异常，请稍后重试',
      uploadFailed: '图片上传失败!',
      deleteConfirmTitle: '操作确认',
      deleteConfirmContent: '确认删除?',
    });
    expect(MESSAGES.screens).toMatchObject({
      noData: '暂无数据',
      detailDataLost: '详情数据丢失, 请重新进入页面',
      previewUnsupported: '不支持预览',
      qrCodeHint: '请用微信扫描下方二维码继续投保',
      orderProcessing: '订单处理中...',
    });
    expect(MESSAGES.flow.friendlyReminder).toBe('温馨提示');
  });

  it('has no blank text', () => {
    for (const { at, text } of texts) expect(text.trim(), at).not.toBe('');
  });
});
