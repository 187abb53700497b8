import { describe, expect, it } from 'vitest';
import { compileTemplateValidator } from '../../../schema/validate/compile-template-validator';
import { publishableFacts } from '../../../shared/publish-gate/testing/publishable-facts';
import { publishableTemplate } from '../../../shared/publish-gate/testing/publishable-template';
import { withoutModules } from '../../../shared/publish-gate/testing/run-rule';
import { parseArguments } from './parse-arguments';
import { ruleListing, templateCheckReport } from './template-check-report';

const validator = compileTemplateValidator();

describe('npm run check-template', () => {
  it('reports the gate’s findings with rule, readable place and pointer, and counts the errors', () => {
    const template = { ...withoutModules(publishableTemplate(), 'holder'), themeColor: '#ff6a00' };
    const report = templateCheckReport(template, validator, publishableFacts(template), 'zh-CN');
    expect(report).toMatchObject({ errors: 1, warnings: 1 });
    expect(report.lines).toEqual([
      'error   module.policy-holder.required  模板 › insuranceCategory  (/insuranceCategory)',
      '        健康险模板缺少投保人信息模块（policyHolderModule）',
      'warning theme.contrast  模板 › themeColor  (/themeColor)',
      '        主题色 #ff6a00 与白色的对比度只有 2.87:1，低于 4.5:1：买家页面的文字、价格和按钮将自动改用加深的 #bc4c00，大面积装饰仍用原色；如需处处显示原色，请选择更深的主题色',
      '1 个错误，1 个警告',
    ]);
  });

  it('names the rules it skipped without facts, and reports schema problems before the gate', () => {
    const report = templateCheckReport(publishableTemplate(), validator, undefined, 'en-US');
    expect(report.errors).toBe(0);
    expect(report.lines.at(-1)).toMatch(/^No server facts given .*: product\.exists, product\.category, product\.plans, plan\.exists, module\.benefit-display\.required, promotion\.linked, promotion\.goods-match$/);
    const broken = publishableTemplate();
    broken.pageList[0]!.moduleList[0]!.attrs.title = 7;
    const invalid = templateCheckReport(broken, validator, undefined, 'en-US');
    expect(invalid.problems).toEqual([{ path: '/pageList/0/moduleList/0/attrs/title', message: '应为字符串' }]);
    expect(invalid.lines[0]).toBe('error   schema  page 1 › module "产品头图" › attrs.title  (/pageList/0/moduleList/0/attrs/title)');
  });

  it('lists the rule catalogue', () => {
    expect(ruleListing('en-US')[0]).toMatch(/^error {3}product\.linked +The template names its product \(goodsId\)$/);
  });

  it('reads its arguments', () => {
    expect(parseArguments(['t.json', '--facts', 'f.json', '--lang', 'en-US'])).toEqual({ kind: 'check', file: 't.json', locale: 'en-US', factsFile: 'f.json', json: false });
    expect(parseArguments(['t.json', '--tenant', 'health', '--template', 'tpl-1', '--json'])).toMatchObject({ database: { tenant: 'health', templateId: 'tpl-1' }, json: true });
    expect(parseArguments(['--rules'])).toEqual({ kind: 'rules', locale: 'zh-CN' });
    expect(() => parseArguments(['t.json', '--tenant', 'health'])).toThrow('--tenant and --template go together');
    expect(() => parseArguments([])).toThrow('Usage');
  });
});
