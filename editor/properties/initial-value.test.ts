import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../../schema/catalogue';
import type { ControlDescriptor } from './control-descriptor';
import { describeModule } from './describe-module';
import { initialValue } from './initial-value';
import { valueMatches } from './value-matches';

function everyControl(control: ControlDescriptor): ControlDescriptor[] {
  switch (control.kind) {
    case 'object':
      return [control, ...control.fields.flatMap((field) => everyControl(field.control))];
    case 'dataSource':
      return [control, ...control.itemFields.flatMap((field) => everyControl(field.control))];
    case 'array':
      return [control, ...everyControl(control.item)];
    case 'tuple':
      return [control, ...control.items.flatMap(everyControl)];
    case 'union':
      return [control, ...control.variants.flatMap(everyControl)];
    default:
      return [control];
  }
}

describe('initialValue', () => {
  it('starts every control of the catalogue with a value of the shape it edits', () => {
    for (const block of BLOCK_LIST) {
      for (const field of describeModule(block.component, 'zh-CN').attrFields) {
        for (const control of everyControl(field.control)) {
          expect(valueMatches(control, initialValue(control)), `${block.component}/${field.key}: ${control.kind}`).toBe(true);
        }
      }
    }
  });

  it('fills only the required attrs of a new object, and uses the schema default where there is one', () => {
    const rules = describeModule('inputItem', 'zh-CN').attrFields.find((field) => field.key === 'rules')?.control;
    expect(rules?.kind === 'array' && initialValue(rules.item)).toEqual({ rule: 'required' });
    const threshold = describeModule('planSelector', 'zh-CN').attrFields.find((field) => field.key === 'scrollThreshold')?.control;
    expect(threshold && initialValue(threshold)).toBe(3);
  });
});
