import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { runRule, withoutModules } from '../testing/run-rule';
import { propertyAddressRule } from './property-address-rule';

describe('field.property-address.required', () => {
  const property = publishableTemplate({ insuranceCategory: 'propertyInsurance' });

  it('asks a property template for the address of the insured property, at the holder form', () => {
    expect(runRule(propertyAddressRule, property)).toEqual([]);
    expect(runRule(propertyAddressRule, withoutModules(property, 'holder-address'))).toMatchObject([{ path: '/pageList/1/moduleList/0', severity: 'error' }]);
    expect(runRule(propertyAddressRule, withoutModules(property, 'holder-address', 'holder'))).toMatchObject([{ path: '/pageList/1/moduleList/0' }]);
  });

  it('accepts the address on the insured form, and asks health products for none', () => {
    const onInsured = withoutModules(property, 'holder-address');
    onInsured.pageList[1]?.moduleList[1]?.children?.push({ id: 'insured-address', component: 'inputItem', label: '房屋地址', formKey: 'address', attrs: {}, isDefault: true });
    expect(runRule(propertyAddressRule, onInsured)).toEqual([]);
    expect(runRule(propertyAddressRule, publishableTemplate())).toEqual([]);
  });
});
