// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { moduleOf, renderTemplate, settle, templateOf, withCleanDocument } from '../testing/render-template';

/** Types (or pastes) into an input as a buyer does. */
function type(input: HTMLInputElement | null, text: string): void {
  if (!input) throw new Error('the input is not shown');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the sum insured input', () => {
  withCleanDocument();

  it('takes at most 10 digits, also when the template names no length', async () => {
    const row = moduleOf('sumInsuredInput', { mode: 'input' }, { label: '保额', formKey: 'trailElement[2].sumInsured' });
    const page = await renderTemplate(templateOf([[row]]));
    const input = page.container.querySelector<HTMLInputElement>('input[aria-label="保额"]');
    expect(input?.getAttribute('maxlength')).toBe('10');
    type(input, '123456789012');
    await settle();
    expect(input?.value).toBe('1234567890');
    expect(((page.store.get(orderFormAtom).trailElement as unknown[])[2] as { sumInsured?: number }).sumInsured).toBe(1_234_567_890);
    page.unmount();
  });
});
