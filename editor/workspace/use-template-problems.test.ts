import { describe, expect, it } from 'vitest';
import type { TemplateConfig } from '../../schema/template/template-config';
import { healthFixture } from '../document/testing/health-fixture';
import { loadTemplateValidator } from './template-validator-atom';
import { templateProblems } from './use-template-problems';

describe('templateProblems', () => {
  it('checks a template with the lazily loaded validator, once per template', async () => {
    const validator = await loadTemplateValidator();
    expect(await loadTemplateValidator()).toBe(validator);
    const valid = healthFixture();
    expect(templateProblems(valid, validator)).toEqual([]);
    const broken = { ...valid, pageList: [{ ...valid.pageList[0]!, moduleList: [{ id: 'x', component: 42 }] }] } as unknown as TemplateConfig;
    const problems = templateProblems(broken, validator);
    expect(problems.length).toBeGreaterThan(0);
    expect(templateProblems(broken, validator)).toBe(problems);
  });
});
