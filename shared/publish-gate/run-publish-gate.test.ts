import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../schema/template/schema-version';
import type { TemplateConfig } from '../../schema/template/template-config';
import { acknowledge, unacknowledgedWarnings } from './acknowledged-warnings';
import { gateContext } from './gate-context';
import { fillGateMessage } from './gate-finding';
import { GATE_RULES } from './gate-rules';
import { runPublishGate } from './run-publish-gate';

/** What the editor's 新建模板 creates: one empty page (server/domain/templates/empty-template.ts). */
function emptyTemplate(name: string, insuranceCategory: TemplateConfig['insuranceCategory']): TemplateConfig {
  return { schemaVersion: CURRENT_SCHEMA_VERSION, themeColor: '#1677ff', insuranceCategory, pageList: [{ id: 'page-1', pageOrder: 1, pageCode: 'page1', label: name, moduleList: [] }] };
}

describe('the publish gate', () => {
  it('has unique rule ids in both languages', () => {
    const ids = GATE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of GATE_RULES) {
      expect(rule.id).toMatch(/^[a-z-]+(\.[a-z-]+)+$/);
      expect(rule.message['zh-CN'] && rule.message['en-US'] && rule.description['zh-CN'] && rule.description['en-US']).toBeTruthy();
    }
  });

  it("refuses the blank template the editor creates: errors first, then warnings", () => {
    const facts = { goodsId: null, product: null, promotions: [], images: {} };
    const findings = runPublishGate(emptyTemplate('新模板', 'healthInsurance'), gateContext(facts));
    expect(findings.map((finding) => `${finding.severity} ${finding.rule} ${finding.path}`)).toEqual([
      'error product.linked /goodsId',
      'error module.policy-holder.required /insuranceCategory',
      'error module.insured.required /insuranceCategory',
      'error module.health-notice.required /insuranceCategory',
      'error module.clause-agreement.required /insuranceCategory',
      'error module.sms-verify.required /insuranceCategory',
      'error module.premium-display.required /insuranceCategory',
      'error module.result.required /insuranceCategory',
      'error module.submit-bar.required /pageList/0',
      'error page.empty /pageList/0',
      'warning theme.contrast /themeColor',
      'warning promotion.linked ',
    ]);
  });

  it('skips the rules that need facts where there are none', () => {
    const findings = runPublishGate(emptyTemplate('新模板', 'healthInsurance'), gateContext());
    expect(findings.map((finding) => finding.rule)).not.toContain('promotion.linked');
  });

  it('words a message in either language', () => {
    const params = { category: { 'zh-CN': '寿险', 'en-US': 'life insurance' }, page: 2 };
    expect(fillGateMessage('{category}第{page}页{missing}', params, 'zh-CN')).toBe('寿险第2页{missing}');
    expect(fillGateMessage('A {category} page {page}', params, 'en-US')).toBe('A life insurance page 2');
  });

  it('knows which warnings a publisher acknowledged', () => {
    const findings = runPublishGate(emptyTemplate('新模板', 'healthInsurance'), gateContext({ goodsId: null, product: null, promotions: [], images: {} }));
    const acknowledged = acknowledge(findings);
    expect(acknowledged).toEqual([
      { rule: 'theme.contrast', path: '/themeColor' },
      { rule: 'promotion.linked', path: '' },
    ]);
    expect(unacknowledgedWarnings(findings, acknowledged)).toEqual([]);
    expect(unacknowledgedWarnings(findings, acknowledged.slice(1)).map((finding) => finding.rule)).toEqual(['theme.contrast']);
  });
});
