import { describe, expect, it } from 'vitest';
import { healthFixture } from '../document/testing/health-fixture';
import { outlineDropAtEnd, outlineDropOnRow } from './outline-drop';
import { outlineRows } from './outline-rows';

const template = healthFixture();
const rows = outlineRows(template.pageList.find((page) => page.id === 'page-info'));
const row = (moduleId: string) => {
  const found = rows.find((candidate) => candidate.module.id === moduleId);
  if (!found) throw new Error(moduleId);
  return found;
};

describe('outlineDropOnRow', () => {
  it('drops before or after a row that takes no children, by the half the pointer is in', () => {
    const premium = row('info-premium-summary');
    const before = outlineDropOnRow(template, 'page-info', premium, 0.3, { component: 'faqAccordion' });
    expect(before).toEqual({
      place: { pageId: 'page-info', parentId: null, index: premium.index },
      indicator: { rowId: 'info-premium-summary', edge: 'before', depth: 0, into: false },
      check: { ok: true },
    });
    const after = outlineDropOnRow(template, 'page-info', premium, 0.7, { component: 'faqAccordion' });
    expect(after.place.index).toBe(premium.index + 1);
    expect(after.indicator.edge).toBe('after');
  });

  it('nests in the middle of a container, as its first child in its bottom quarter, before it in its top quarter', () => {
    const holder = row('info-holder');
    const inside = outlineDropOnRow(template, 'page-info', holder, 0.5, { component: 'inputItem' });
    expect(inside.place).toEqual({ pageId: 'page-info', parentId: 'info-holder', index: 8 });
    expect(inside.indicator).toEqual({ rowId: 'info-holder', edge: 'after', depth: 1, into: true });
    expect(inside.check.ok).toBe(true);
    expect(outlineDropOnRow(template, 'page-info', holder, 0.9, { component: 'inputItem' }).place).toEqual({ pageId: 'page-info', parentId: 'info-holder', index: 0 });
    expect(outlineDropOnRow(template, 'page-info', holder, 0.1, { component: 'inputItem' }).place).toEqual({ pageId: 'page-info', parentId: null, index: holder.index });
  });

  it('answers why the catalogue refuses a nesting, so the line turns red', () => {
    const drop = outlineDropOnRow(template, 'page-info', row('info-holder'), 0.5, { moduleId: 'info-toolbar' });
    expect(drop.check).toEqual({ ok: false, refusal: { reason: 'childRejected', values: {}, blocks: { parent: 'policyHolderModule', child: 'toolbar' } } });
  });

  it('refuses dropping a module into its own child', () => {
    const drop = outlineDropOnRow(template, 'page-info', row('info-holder-name'), 0.1, { moduleId: 'info-holder' });
    expect(drop.check).toMatchObject({ ok: false, refusal: { reason: 'intoItself' } });
  });
});

describe('outlineDropAtEnd', () => {
  it('appends at the top level of the page', () => {
    const drop = outlineDropAtEnd(template, 'page-info', { component: 'faqAccordion' });
    expect(drop.place).toEqual({ pageId: 'page-info', parentId: null, index: template.pageList[1]?.moduleList.length });
    expect(drop.indicator.rowId).toBeNull();
    expect(drop.check.ok).toBe(true);
  });
});
