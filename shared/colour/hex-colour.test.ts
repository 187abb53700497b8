import { describe, expect, it } from 'vitest';
import { formatHexColour, isHexColour, parseHexColour } from './hex-colour';

describe('hex colours', () => {
  it('reads #rgb and #rrggbb in either case', () => {
    expect(parseHexColour('#ff6a00')).toEqual([255, 106, 0]);
    expect(parseHexColour('#F60')).toEqual([255, 102, 0]);
    expect(parseHexColour(' #C8102E ')).toEqual([200, 16, 46]);
  });

  it('refuses anything that could smuggle other CSS in or is no colour', () => {
    for (const value of ['red', '#ff6a0', '#ggg', 'url(x)', '#fff; background: url(x)', '']) expect(parseHexColour(value), value).toBeUndefined();
    for (const value of ['red', '#ff6a0', '', undefined, 255]) expect(isHexColour(value), String(value)).toBe(false);
    expect(isHexColour('#f60')).toBe(true);
  });

  it('writes #rrggbb in lower case, rounded and kept within the channel range', () => {
    expect(formatHexColour([255, 106, 0])).toBe('#ff6a00');
    expect(formatHexColour([-3, 127.6, 300])).toBe('#0080ff');
  });
});
