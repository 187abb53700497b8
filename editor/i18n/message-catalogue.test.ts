import { describe, expect, it } from 'vitest';
import { formatMessage } from './message-catalogue';

describe('formatMessage', () => {
  it('fills named tokens and leaves unknown ones visible', () => {
    expect(formatMessage('第{n}页，共{total}页', { n: 2, total: 4 })).toBe('第2页，共4页');
    expect(formatMessage('{missing} 项', {})).toBe('{missing} 项');
  });
});
