// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const validity = moduleOf('datePickerItem', { allowLongTerm: true }, { label: '证件有效期', formKey: 'policyHolder.certValidatePeriod' });
const stored = (page: { store: { get: (atom: typeof orderFormAtom) => Record<string, unknown> } }) => (page.store.get(orderFormAtom).policyHolder as Record<string, unknown> | undefined)?.certValidatePeriod;

describe('a certificate validity row', () => {
  withCleanDocument();

  it('stores 9999-12-31 when the buyer picks 长期, shows it as 长期, and clears it when 长期 is tapped again', async () => {
    const page = await renderTemplate(templateOf([[validity]]));
    const longTerm = byText(page.container, 'button', '长期');
    expect(longTerm?.getAttribute('aria-pressed')).toBe('false');
    tap(longTerm);
    await settle();
    expect(stored(page)).toBe('9999-12-31');
    expect(byText(page.container, 'button', '长期')?.getAttribute('aria-pressed')).toBe('true');
    expect(page.container.textContent).not.toContain('9999-12-31');
    tap(byText(page.container, 'button', '长期'));
    await settle();
    expect(stored(page)).toBe('');
    page.unmount();
  });
});
