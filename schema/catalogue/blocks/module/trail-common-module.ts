import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { trialFactorAttrs } from './trial-factor-attrs';

export const trailCommonModule = defineBlock({
  component: 'trailCommonModule',
  title: '公共试算因子',
  description: '与人无关的公共试算因子（trailElement[2]），如保险期间、缴费期间、保额、起保日期，变化后重新试算保费',
  category: 'module',
  icon: 'ControlOutlined',
  binds: 'trailElement',
  defaultFormKey: 'trailElement[2]',
  children: { categories: ['form'] },
  attrs: Type.Object({ ...trialFactorAttrs }),
  defaultAttrs: { autoTrial: true, dynamicFactorLinkage: false },
});
