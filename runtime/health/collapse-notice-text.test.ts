import { describe, expect, it } from 'vitest';
import { collapseNoticeText, noticePlainText } from './collapse-notice-text';

describe('collapseNoticeText', () => {
  it('reads the text of the HTML, one line per paragraph', () => {
    expect(noticePlainText('<p>1. 是否&lt;住院&gt;？</p><p>2. 是否服药？</p>')).toBe('1. 是否<住院>？\n2. 是否服药？');
  });

  it('keeps a short notice whole', () => {
    expect(collapseNoticeText('<p>是否住院？</p>', 10)).toEqual({ text: '是否住院？', truncated: false });
  });

  it('cuts a long notice at maxLength characters', () => {
    expect(collapseNoticeText('<p>一二三四五六</p>', 4)).toEqual({ text: '一二三四…', truncated: true });
  });
});
