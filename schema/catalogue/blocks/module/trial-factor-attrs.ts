import { Type } from '@sinclair/typebox';

/**
 * Attrs every trial-factor module shares (trailElement[0] holder, [1] insured, [2] common). The hidden
 * type marker of each form is fixed by the module itself, so it is not an attr.
 */
export const trialFactorAttrs = {
  autoTrial: Type.Optional(
    Type.Boolean({
      title: '因子齐全后自动试算',
      titleEn: 'Quote once all factors are set',
      description: '所有试算因子非空后自动重新试算保费',
      descriptionEn: 'Recalculates the premium once every quote factor has a value',
    }),
  ),
  dynamicFactorLinkage: Type.Optional(
    Type.Boolean({
      title: '动态因子联动',
      titleEn: 'Dynamic factor linkage',
      description: '因子变化时请求联动结果，更新其他因子的可选值',
      descriptionEn: "When a factor changes, asks for the linked result and updates the other factors' choices",
    }),
  ),
};
