import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps the surname and hides the rest, as the server masks names', () => {
    expect(maskName('周晓燕')).toBe('周**');
    expect(maskName(' 王丽 ')).toBe('王*');
    expect(maskName('张')).toBe('*');
  });

  it('leaves a masked name as it is, and an empty one empty', () => {
    expect(maskName('周**')).toBe('周**');
    expect(maskName('')).toBe('');
  });
});
