import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import type { TSchema } from '@sinclair/typebox';
import type { BlockDefinition } from '../../define-block';
import { FORM_KEY_PATTERN } from '../../../template/form-key';
import { moduleBlocks } from './index';
import { formBlocks } from '../form/index';
import { expectPaletteStart } from '../../testing/expect-palette-start';

const ajv = new Ajv({ allErrors: true, strict: false });
const blocks: readonly BlockDefinition[] = [...moduleBlocks, ...formBlocks] as unknown as BlockDefinition[];

function accepts(component: string, attrs: unknown): boolean {
  const block = blocks.find((candidate) => candidate.component === component);
  if (block === undefined) throw new Error(`no block ${component}`);
  return ajv.validate(block.attrs, attrs);
}

function defaultsOf(component: string): Record<string, unknown> {
  const block = blocks.find((candidate) => candidate.component === component);
  if (block === undefined) throw new Error(`no block ${component}`);
  return { ...(block.defaultAttrs as Record<string, unknown>) };
}

/** Paths of object properties the property panel would show without a Chinese title. */
function untitledProperties(schema: TSchema, path: string): string[] {
  const found: string[] = [];
  const properties = (schema as { properties?: Record<string, TSchema> }).properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    if (typeof property.title !== 'string' || !/[\u4e00-\u9fff]/.test(property.title)) found.push(`${path}.${name}`);
    found.push(...untitledProperties(property, `${path}.${name}`));
  }
  const items = (schema as { items?: TSchema }).items;
  if (items !== undefined && !Array.isArray(items)) found.push(...untitledProperties(items, `${path}[]`));
  return found;
}

describe('module and form blocks', () => {
  it('lists the palette in the agreed order, blocks added since after it', () => {
    expectPaletteStart(moduleBlocks, [
      'policyHolderModule',
      'insuredModule',
      'insurancePlanTrialCalculation',
      'insuredElementModule',
      'trailCommonModule',
      'addInsuredBlock',
      'healthInfoModule',
      'healthNotificationListModule',
      'insuredConfirmModule',
      'policyHolderInfoModule',
      'healthOrderConfirmModule',
      'beneficiaryList',
      'agentModule',
      'tabsModule',
    ]);
    expectPaletteStart(formBlocks, [
      'inputItem',
      'numberInput',
      'datePickerItem',
      'selectItem',
      'radioSelectItem',
      'radioListItem',
      'cascadePickerItem',
      'checkboxItem',
      'startDatePicker',
      'sumInsuredInput',
      'periodRadioGroup',
    ]);
  });

  it.each(blocks.map((block) => [block.component, block] as const))('%s starts with valid default attrs', (_, block) => {
    const valid = ajv.validate(block.attrs, block.defaultAttrs);
    expect(ajv.errorsText(ajv.errors)).toBe('No errors');
    expect(valid).toBe(true);
  });

  it.each(blocks.map((block) => [block.component, block] as const))('%s titles every attr in Chinese', (_, block) => {
    expect(untitledProperties(block.attrs, 'attrs')).toEqual([]);
    expect(block.title).toMatch(/[\u4e00-\u9fff]/);
    expect(block.description).toMatch(/[\u4e00-\u9fff]/);
  });

  it('files every block under its own category', () => {
    expect(moduleBlocks.every((block) => block.category === 'module')).toBe(true);
    expect(formBlocks.every((block) => block.category === 'form')).toBe(true);
  });

  it('makes every form row a leaf bound to one field', () => {
    for (const block of formBlocks) {
      expect(block.binds).toBe('field');
      expect(block.children).toBe('none');
    }
  });

  it('gives the form-owning modules their spec form keys and form-row children', () => {
    const keys = Object.fromEntries(
      moduleBlocks.filter((block) => block.binds !== 'none').map((block) => [block.component, block.defaultFormKey]),
    );
    expect(keys).toEqual({
      policyHolderModule: 'policyHolder',
      insuredModule: 'insured[i]',
      insurancePlanTrialCalculation: 'trailElement[0]',
      insuredElementModule: 'trailElement[1]',
      trailCommonModule: 'trailElement[2]',
    });
    for (const block of moduleBlocks.filter((candidate) => candidate.binds !== 'none')) {
      expect(block.defaultFormKey).toMatch(new RegExp(FORM_KEY_PATTERN));
      expect(block.children).toEqual({ categories: ['form'] });
    }
  });

  it('rejects attrs of the wrong type', () => {
    expect(accepts('insuredModule', { ...defaultsOf('insuredModule'), maxCount: '3' })).toBe(false);
    expect(accepts('addInsuredBlock', { ...defaultsOf('addInsuredBlock'), confirmDelete: 'yes' })).toBe(false);
    expect(accepts('numberInput', { ...defaultsOf('numberInput'), min: '0' })).toBe(false);
    expect(accepts('inputItem', { ...defaultsOf('inputItem'), inputMode: 'phone' })).toBe(false);
    expect(accepts('healthInfoModule', { ...defaultsOf('healthInfoModule'), noticeObjectType: 'beneficiary' })).toBe(false);
  });

  it('holds attrs to the limits of the spec', () => {
    expect(accepts('beneficiaryList', { ...defaultsOf('beneficiaryList'), maxCount: 100 })).toBe(true);
    expect(accepts('beneficiaryList', { ...defaultsOf('beneficiaryList'), maxCount: 101 })).toBe(false);
    expect(accepts('datePickerItem', { ...defaultsOf('datePickerItem'), maxDate: '2060-12-31' })).toBe(true);
    expect(accepts('datePickerItem', { ...defaultsOf('datePickerItem'), maxDate: '2061-01-01' })).toBe(false);
    expect(accepts('datePickerItem', { ...defaultsOf('datePickerItem'), minDate: '2024-13-01' })).toBe(false);
    expect(accepts('sumInsuredInput', { ...defaultsOf('sumInsuredInput'), maxLength: 11 })).toBe(false);
    expect(accepts('startDatePicker', { ...defaultsOf('startDatePicker'), startDateOption: 5 })).toBe(false);
    expect(accepts('startDatePicker', { ...defaultsOf('startDatePicker'), startDateOption: 3, defaultDays: 7 })).toBe(true);
    expect(accepts('cascadePickerItem', { ...defaultsOf('cascadePickerItem'), allowedOccupationCategories: [1, 7] })).toBe(true);
    expect(accepts('cascadePickerItem', { ...defaultsOf('cascadePickerItem'), allowedOccupationCategories: [8] })).toBe(false);
    expect(accepts('cascadePickerItem', { ...defaultsOf('cascadePickerItem'), columns: 4 })).toBe(false);
  });

  it('accepts only period codes like 20-Y or L', () => {
    const withOption = (value: string) => ({ ...defaultsOf('periodRadioGroup'), options: [{ value, label: '期间' }] });
    expect(accepts('periodRadioGroup', withOption('20-Y'))).toBe(true);
    expect(accepts('periodRadioGroup', withOption('6-M'))).toBe(true);
    expect(accepts('periodRadioGroup', withOption('L'))).toBe(true);
    expect(accepts('periodRadioGroup', withOption('20年'))).toBe(false);
    expect(accepts('periodRadioGroup', withOption('20-W'))).toBe(false);
    expect(accepts('periodRadioGroup', { ...defaultsOf('periodRadioGroup'), options: [] })).toBe(false);
  });

  it('refuses a micro-app tab whose address is not a web link', () => {
    const withUrl = (url: string) => ({ tabs: [{ title: '详情', url }] });
    expect(accepts('tabsModule', withUrl('https://example.com/app'))).toBe(true);
    expect(accepts('tabsModule', withUrl('javascript:alert(1)'))).toBe(false);
    expect(accepts('tabsModule', { tabs: [] })).toBe(false);
  });

  it('offers the SELF relation in a new insured module', () => {
    const options = defaultsOf('insuredModule').holderRelationOptions as { value: string }[];
    expect(options.map((option) => option.value)).toContain('SELF');
  });
});
