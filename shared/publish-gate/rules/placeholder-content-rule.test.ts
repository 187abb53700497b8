import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../../../schema/catalogue';
import { valueAt } from '../json-pointer';
import { publishableTemplate } from '../testing/publishable-template';
import { moduleById, runRule } from '../testing/run-rule';
import { placeholderContentRule } from './placeholder-content-rule';

describe('content.placeholder', () => {
  it("refuses the banner's sample title and subtitle, at each attr", () => {
    const template = publishableTemplate();
    expect(runRule(placeholderContentRule, template)).toEqual([]);
    Object.assign(moduleById(template, 'banner').attrs, { title: '产品名称', subtitle: '一句话介绍产品亮点' });
    expect(runRule(placeholderContentRule, template).map((finding) => [finding.path, finding.message])).toEqual([
      ['/pageList/0/moduleList/0/attrs/title', '「title」仍是组件自带的示例内容，请替换为本产品的内容'],
      ['/pageList/0/moduleList/0/attrs/subtitle', '「subtitle」仍是组件自带的示例内容，请替换为本产品的内容'],
    ]);
  });

  it('compares whole sample lists, and ignores hidden modules', () => {
    const template = publishableTemplate();
    template.pageList[1]?.moduleList.push({ id: 'questions', component: 'yesNoNotice', label: '告知', attrs: {}, isDefault: true });
    const questions = moduleById(template, 'questions');
    questions.attrs = { questions: [{ noticeContent: '<p>被保险人目前或过去一年内是否因疾病住院治疗？</p>' }, { noticeContent: '<p>被保险人是否患有或曾经患有恶性肿瘤、心脑血管疾病等重大疾病？</p>' }] };
    expect(runRule(placeholderContentRule, template).map((finding) => finding.path)).toEqual(['/pageList/1/moduleList/6/attrs/questions']);
    questions.isDefault = false;
    expect(runRule(placeholderContentRule, template)).toEqual([]);
  });

  it('names only attrs the catalogue defaults hold', () => {
    for (const block of BLOCK_LIST) {
      for (const pointer of (block as { placeholders?: readonly string[] }).placeholders ?? []) {
        expect(valueAt(block.defaultAttrs, pointer), `${block.component}${pointer}`).toBeDefined();
      }
    }
  });
});
