import { describe, it, expect } from 'vitest';
import { healthRefusalDialog } from './health-refusal-dialog';

describe('healthRefusalDialog', () => {
  it('without smart underwriting: 核保失败 with 看看其他产品 and 返回修改', () => {
    const dialog = healthRefusalDialog({ smartUnderwriting: false, familyMembers: true });
    expect(dialog).toMatchObject({
      kind: 'underwritingFailed',
      title: '核保失败',
      confirm: { text: '看看其他产品', action: 'otherProducts' },
      cancel: { text: '返回修改', action: 'backToEdit' },
    });
    expect(dialog.content).toContain('无法购买');
  });

  it('with smart underwriting: 智能核保 with cancel and confirm', () => {
    expect(healthRefusalDialog({ smartUnderwriting: true })).toMatchObject({
      kind: 'smartUnderwriting',
      title: '智能核保',
      confirm: { text: '确定', action: 'startSmartUnderwriting' },
      cancel: { text: '取消', action: 'cancel' },
    });
  });

  it('with smart underwriting over family members: asks which members have the situation', () => {
    expect(healthRefusalDialog({ smartUnderwriting: true, familyMembers: true })).toMatchObject({
      kind: 'familySelection',
      title: '请勾选有以上情况的家属',
    });
  });
});
