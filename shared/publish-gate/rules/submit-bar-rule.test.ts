import { describe, expect, it } from 'vitest';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule, withoutModules } from '../testing/run-rule';
import { submitBarRule } from './submit-bar-rule';

describe('module.submit-bar.required', () => {
  const template = publishableTemplate();

  it('asks for a bar that confirms, pointing at the last page before the result', () => {
    expect(runRule(submitBarRule, template)).toEqual([]);
    const nothingSubmits = withoutModules(template, 'confirm-bar');
    expect(runRule(submitBarRule, nothingSubmits)).toMatchObject([{ rule: 'module.submit-bar.required', severity: 'error', path: '/pageList/2' }]);
  });

  it('does not count a toolbar that only goes on, nor a hidden one', () => {
    const next = structuredClone(template);
    moduleById(next, 'confirm-bar').attrs.action = 'next';
    expect(runRule(submitBarRule, next)).toHaveLength(1);
    const hidden = structuredClone(template);
    moduleById(hidden, 'confirm-bar').isDefault = false;
    expect(runRule(submitBarRule, hidden)).toHaveLength(1);
  });

  it('counts bottom buttons that submit', () => {
    const buttons = withoutModules(template, 'confirm-bar');
    buttons.pageList[2]?.moduleList.push({ id: 'pay', component: 'bottomButtons', label: '按钮', attrs: { buttons: [{ text: '提交', action: 'submit' }] }, isDefault: true });
    expect(runRule(submitBarRule, buttons)).toEqual([]);
  });
});
