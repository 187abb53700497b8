// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

const steps = [
  { title: '报案', description: '出险后及时报案' },
  { title: '提交材料', description: '上传理赔所需材料' },
  { title: '审核' },
  { title: '赔付', description: '赔款打入指定账户' },
];

describe('the claim steps intro', () => {
  withCleanDocument();

  it('lists the claim steps in order with their explanations, and offers the claim hotline to call', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('claimFlowIntro', { title: '理赔流程', steps, hotline: '95500' })]]));
    expect(page.container.textContent).toContain('理赔流程');
    const shown = [...page.container.querySelectorAll('.adm-step')].map((step) => [step.querySelector('.adm-step-title')?.textContent, step.querySelector('.adm-step-description')?.textContent ?? '']);
    expect(shown).toEqual([['报案', '出险后及时报案'], ['提交材料', '上传理赔所需材料'], ['审核', ''], ['赔付', '赔款打入指定账户']]);
    const hotline = page.container.querySelector('a[href^="tel:"]');
    expect(hotline?.getAttribute('href')).toBe('tel:95500');
    expect(hotline?.parentElement?.textContent).toBe('理赔服务电话：95500');
    page.unmount();
  });

  it('shows no hotline line when none is configured', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('claimFlowIntro', { steps })]]));
    expect(page.container.querySelectorAll('.adm-step')).toHaveLength(4);
    expect(page.container.textContent).not.toContain('理赔服务电话');
    page.unmount();
  });
});
