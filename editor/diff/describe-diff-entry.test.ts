import { describe, expect, it } from 'vitest';
import { DIFF_MESSAGES } from '../i18n/messages/diff';
import { findModule } from '../document/tree/find-module';
import { healthFixture } from '../document/testing/health-fixture';
import { replay } from '../document/testing/replay';
import { describeDiffEntry } from './describe-diff-entry';
import { diffEntryTone } from './diff-entry-tone';
import { diffTemplates } from './diff-templates';

const base = healthFixture();
const next = replay(base, [
  { type: 'setModuleAttrs', moduleId: 'info-holder', attrs: { ...findModule(base, 'info-holder')!.module.attrs, amlCheck: false } },
  { type: 'moveModule', moduleId: 'info-holder-email', place: { pageId: 'page-info', parentId: null, index: 0 } },
  { type: 'setModuleDefault', moduleId: 'trial-faq', isDefault: false },
  { type: 'movePage', pageId: 'page-result', index: 0 },
  { type: 'setTemplateSettings', settings: { themeColor: '#c8102e' } },
]).present;
const entries = diffTemplates(base, next);

describe('describeDiffEntry', () => {
  it('reads as Chinese sentences naming pages, modules and attribute titles', () => {
    expect(entries.map((entry) => describeDiffEntry(entry, DIFF_MESSAGES['zh-CN'], 'zh-CN'))).toEqual([
      '模板设置「主题色」："#ff6a00" → "#c8102e"',
      '页面「投保结果」从第 4 页移到第 1 页',
      '页面「百万医疗」从第 1 页移到第 2 页',
      '页面「填写投保信息」从第 2 页移到第 3 页',
      '页面「确认投保信息」从第 3 页移到第 4 页',
      '页面「百万医疗」的模块「常见问题」改为隐藏',
      '模块「电子邮箱」从页面「填写投保信息」的「投保人信息」中第 6 位移到页面「填写投保信息」第 1 位',
      '页面「填写投保信息」的模块「投保人信息」属性「反洗钱校验」（amlCheck）：是 → 否',
    ]);
  });

  it('reads as English sentences with the same facts', () => {
    const english = entries.map((entry) => describeDiffEntry(entry, DIFF_MESSAGES['en-US'], 'en-US'));
    expect(english[0]).toBe('Template setting “Theme colour”: "#ff6a00" → "#c8102e"');
    expect(english[6]).toBe('Module “电子邮箱” moved from page “填写投保信息”, inside “投保人信息”, position 6 to page “填写投保信息”, position 1');
    expect(english[7]).toBe('Page “填写投保信息”, module “投保人信息” attribute “Anti-money-laundering check” (amlCheck): yes → no');
  });

  it('names insurance categories and holder types in words', () => {
    const settings = diffTemplates(base, replay(base, [{ type: 'setTemplateSettings', settings: { insuranceCategory: 'lifeInsurance', holderType: '2' } }]).present);
    expect(settings.map((entry) => describeDiffEntry(entry, DIFF_MESSAGES['zh-CN'], 'zh-CN'))).toEqual([
      '模板设置「险种类别」：健康险 → 寿险',
      '模板设置「投保人类型」：个人 → 企业',
    ]);
    expect(describeDiffEntry(settings[0]!, DIFF_MESSAGES['en-US'], 'en-US')).toBe('Template setting “Insurance category”: Health insurance → Life insurance');
  });

  it('says sales recording was turned off or on, absent counting as on', () => {
    const off = replay(base, [{ type: 'setTemplateSettings', settings: { salesRecording: false } }]).present;
    const [turnedOff] = diffTemplates(base, off);
    if (turnedOff === undefined) throw new Error('turning recording off must show');
    expect(describeDiffEntry(turnedOff, DIFF_MESSAGES['zh-CN'], 'zh-CN')).toBe('模板设置「投保过程录制」：开启 → 关闭');
    const [turnedOn] = diffTemplates(off, base);
    if (turnedOn === undefined) throw new Error('turning recording on must show');
    expect(describeDiffEntry(turnedOn, DIFF_MESSAGES['en-US'], 'en-US')).toBe('Template setting “Sales-process recording”: Off → On');
  });

  it('names a module without a label by its block, in the language of the sentence', () => {
    const unlabelled = replay(base, [{ type: 'setModuleLabel', moduleId: 'trial-faq', label: '' }]).present;
    const [removed] = diffTemplates(unlabelled, replay(unlabelled, [{ type: 'removeModule', moduleId: 'trial-faq' }]).present);
    if (removed === undefined) throw new Error('the removal must show');
    expect(describeDiffEntry(removed, DIFF_MESSAGES['zh-CN'], 'zh-CN')).toContain('「常见问题」');
    expect(describeDiffEntry(removed, DIFF_MESSAGES['en-US'], 'en-US')).toContain('“FAQ”');
  });

  it('gives each entry a tone for its tag', () => {
    expect(entries.map(diffEntryTone)).toEqual(['changed', 'moved', 'moved', 'moved', 'moved', 'changed', 'moved', 'changed']);
  });
});
