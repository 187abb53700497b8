// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flowStateAtom } from '../../state/flow-atoms';
import { moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const agreement = moduleOf('clauseAgreement', { prefixText: '我已阅读并同意', clauses: [{ label: '保险条款', clauseUrl: 'https://files.example.com/clause.pdf' }] });
const box = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-component="clauseAgreement"] .adm-checkbox');
const ticked = (container: HTMLElement) => container.querySelector('[data-component="clauseAgreement"] .adm-checkbox-checked') !== null;

describe('the clause checkbox', () => {
  withCleanDocument();

  it('toggles the agreement flag: ticking agrees, unticking takes the agreement back', async () => {
    const page = await renderTemplate(templateOf([[agreement]]));
    expect(page.store.get(flowStateAtom).clauseAgreed).toBe(false);
    tap(box(page.container));
    await settle();
    expect(page.store.get(flowStateAtom).clauseAgreed).toBe(true);
    expect(ticked(page.container)).toBe(true);
    tap(box(page.container));
    await settle();
    expect(page.store.get(flowStateAtom).clauseAgreed).toBe(false);
    expect(ticked(page.container)).toBe(false);
    expect(JSON.parse(sessionStorage.getItem('STATE') ?? '{}')).toMatchObject({ clauseAgreed: false });
    page.unmount();
  });
});
