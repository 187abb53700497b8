import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { INSURANCE_CATEGORIES } from '../../schema/template/insurance-category';
import type { TemplateConfig } from '../../schema/template/template-config';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import { validateTemplate } from '../../schema/validate/validate-template';
import { gateContext } from './gate-context';
import { GATE_RULES } from './gate-rules';
import { runPublishGate } from './run-publish-gate';
import { worldFacts, type GateWorld } from './testing/gate-world';
import { publishableWorld } from './testing/publishable-world';
import { RULE_BREAKERS, RULES_TO_BREAK } from './testing/rule-breakers';

const validator = compileTemplateValidator();

/** The schema's problems with a template: the server refuses to publish, and the editor to judge, any. */
function schemaProblems(template: TemplateConfig) {
  const validation = validateTemplate(template, validator, BLOCK_CATALOGUE);
  return validation.valid ? [] : validation.problems;
}

/** The gate's findings on a world, on the facts a server holding it gives. */
const judged = (world: GateWorld) => runPublishGate(world.template, gateContext(worldFacts(world)));

describe('the rule breakers', () => {
  it('cover every rule of the catalogue', () => {
    expect(Object.keys(RULE_BREAKERS).sort()).toEqual(GATE_RULES.map((rule) => rule.id).sort());
    expect(RULES_TO_BREAK).toHaveLength(GATE_RULES.length);
  });

  it.each(INSURANCE_CATEGORIES)('start from a %s world the gate passes', (category) => {
    const world = publishableWorld(category);
    expect(schemaProblems(world.template)).toEqual([]);
    expect(judged(world)).toEqual([]);
  });

  it.each(RULES_TO_BREAK)('$id: the gate reports it, and only it, on a template the schema still accepts', ({ id, rule, breaker }) => {
    const broken = breaker(publishableWorld);
    expect(schemaProblems(broken.template)).toEqual([]);
    const findings = judged(broken);
    const own = findings.filter((finding) => finding.rule === id);
    expect(own.length).toBeGreaterThan(0);
    for (const finding of own) expect(finding.severity).toBe(rule.severity);
    expect([...new Set(findings.map((finding) => finding.rule))].sort()).toEqual([id, ...(broken.alsoBroken ?? [])].sort());
  });

  it.each(RULES_TO_BREAK)('$id: leaves the world it started from as it was', ({ breaker }) => {
    const start = publishableWorld('healthInsurance');
    const before = structuredClone(start);
    const starts = (category: TemplateConfig['insuranceCategory']) => (category === 'healthInsurance' ? start : publishableWorld(category));
    breaker(starts);
    expect(start).toEqual(before);
  });
});
