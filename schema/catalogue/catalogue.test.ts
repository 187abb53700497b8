import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { FORM_KEY_PATTERN } from '../template/form-key';
import { BLOCK_CATALOGUE, BLOCK_CATEGORIES, BLOCK_LIST } from './index';
import { SPEC_BLOCK_NAMES } from './spec-block-names';

const ajv = new Ajv({ allErrors: true, strict: false });

describe('block catalogue', () => {
  it.each(SPEC_BLOCK_NAMES)('has the spec block "$spec"', ({ components }) => {
    for (const component of components) expect(BLOCK_CATALOGUE.has(component), component).toBe(true);
  });

  it('has one entry per component name', () => {
    expect(BLOCK_CATALOGUE.size).toBe(BLOCK_LIST.length);
  });

  it.each(BLOCK_LIST.map((block) => [block.component, block] as const))('%s: default attrs satisfy its attrs schema', (_name, block) => {
    const validate = ajv.compile(JSON.parse(JSON.stringify(block.attrs)));
    expect(validate(block.defaultAttrs), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(BLOCK_LIST.map((block) => [block.component, block] as const))('%s: editor metadata is complete', (_name, block) => {
    expect(block.title).toMatch(/[\u4e00-\u9fa5]/);
    expect(block.description.length).toBeGreaterThan(0);
    expect(BLOCK_CATEGORIES).toContain(block.category);
    expect(block.icon).toMatch(/^[A-Z]\w+(Outlined|Filled|TwoTone)$/);
    if (block.defaultFormKey !== undefined) expect(block.defaultFormKey).toMatch(new RegExp(FORM_KEY_PATTERN));
    if (block.binds === 'field') expect(block.children).toBe('none');
    if (typeof block.children === 'object') {
      for (const category of block.children.categories) expect(BLOCK_CATEGORIES).toContain(category);
    }
  });
});
