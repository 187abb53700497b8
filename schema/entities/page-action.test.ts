import { describe, it, expect } from 'vitest';
import Ajv from 'ajv';
import { PAGE_ACTIONS, PageActionSchema } from './page-action';

const validate = new Ajv({ strict: true }).compile(PageActionSchema);

describe('PageActionSchema', () => {
  it('lists the actions the app carries out', () => {
    expect(PAGE_ACTIONS).toEqual(['updateOrderNo', 'alert', 'jumpToUrl', 'formSubmit', 'jumpToPage', 'none']);
  });

  it('accepts known and unknown actions, with or without data, so unknown ones can be reported', () => {
    expect(validate({ pageAction: 'jumpToUrl', data: { url: 'https://a.example.com' } })).toBe(true);
    expect(validate({ pageAction: 'none' })).toBe(true);
    expect(validate({ pageAction: 'openMiniProgram', data: 1 })).toBe(true);
  });

  it('rejects an entry without an action name', () => {
    expect(validate({ data: {} })).toBe(false);
    expect(validate({ pageAction: '' })).toBe(false);
  });
});
