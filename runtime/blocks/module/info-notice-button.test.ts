import { describe, expect, it } from 'vitest';
import { toNoticeButton } from './info-notice-button';

describe('toNoticeButton', () => {
  it('never prompts with condition 0', () => {
    expect(toNoticeButton({ text: '以上皆否', promptCondition: 0 }, ['Y', 'Y']).outcome).toBe('continue');
  });

  it('always prompts with condition 5', () => {
    expect(toNoticeButton({ text: '部分为是', promptCondition: 5 }, ['N']).outcome).toBe('refuse');
  });

  it('prompts when the answers meet conditions 1-4, and goes on otherwise', () => {
    expect(toNoticeButton({ text: 'a', promptCondition: 4 }, ['N', 'Y']).outcome).toBe('refuse');
    expect(toNoticeButton({ text: 'a', promptCondition: 4 }, ['N', 'N']).outcome).toBe('continue');
    expect(toNoticeButton({ text: 'a', promptCondition: 1 }, ['Y', 'Y']).outcome).toBe('refuse');
    expect(toNoticeButton({ text: 'a', promptCondition: 2 }, ['Y', 'N']).outcome).toBe('continue');
    expect(toNoticeButton({ text: 'a', promptCondition: 3 }, ['Y', 'N']).outcome).toBe('refuse');
  });

  it('keeps the text and is always pressable (condition 5)', () => {
    expect(toNoticeButton({ text: '部分为是', promptCondition: 4 }, [undefined, 'Y'])).toMatchObject({ text: '部分为是', condition: 5 });
  });
});
