import { insuredModule } from '../../../schema/catalogue/blocks/module/insured-module';
import { policyHolderModule } from '../../../schema/catalogue/blocks/module/policy-holder-module';
import { shownFieldKeys } from '../form-fields';
import { defineGateRule } from '../gate-rule';
import { visibleOf } from '../visible-modules';

/**
 * A property policy covers a place: the holder's or the insured's form must ask for its address (the
 * `address` row, which the seeded home product labels 房屋详细地址).
 */
export const propertyAddressRule = defineGateRule({
  id: 'field.property-address.required',
  severity: 'error',
  description: {
    'zh-CN': '财产险要在投保人或被保人表单中收集保险标的地址（address 字段）',
    'en-US': 'Property products ask for the insured property address (the address field) in the holder or insured form',
  },
  message: {
    'zh-CN': '财产险模板缺少保险标的地址：请在投保人或被保人信息中添加表单键为 address 的地址字段',
    'en-US': 'A property template needs the insured property address: add an address field (form key address) to the holder or insured form',
  },
  *check(template) {
    if (template.insuranceCategory !== 'propertyInsurance') return;
    const forms = visibleOf(template, [policyHolderModule.component, insuredModule.component]);
    if (forms.some((form) => shownFieldKeys(template, form).has('address'))) return;
    yield { path: forms[0]?.path ?? '/insuranceCategory' };
  },
});
