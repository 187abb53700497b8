import { describe, expect, it } from 'vitest';
import { checkSmartAnswer } from './check-smart-answer';
import type { QuestionNode } from './question-graph';

const single: QuestionNode = {
  question: { qtNo: 'S1', title: '分级', questionType: 'SINGLE', qtOptionList: [{ opNo: '1', content: '1类' }, { opNo: '2', content: '2类' }] },
  enterQtNo: 'S1',
  isStart: false,
};
const multiple: QuestionNode = { ...single, question: { ...single.question, qtNo: 'M1', title: '伴随情况', questionType: 'MULTIPLE' }, enterQtNo: 'S1' };
const input: QuestionNode = {
  question: { qtNo: 'I1', title: '收缩压', questionType: 'INPUT', attributes: { textMaxNum: 3, textValidate: '^\\d{2,3}$' } },
  isStart: false,
};
const text: QuestionNode = { question: { qtNo: 'X1', title: '说明', questionType: 'TEXT', attributes: { textMaxNum: 5, rows: 3 } }, isStart: false };

describe('checkSmartAnswer', () => {
  it('accepts one known option for the single kinds and fills in the branch entry', () => {
    expect(checkSmartAnswer(single, { qtNo: 'S1', qtOptions: ['2'] })).toEqual({ ok: true, answer: { qtNo: 'S1', enterQtNo: 'S1', qtOptions: ['2'] } });
    const listBox = { ...single, question: { ...single.question, questionType: 'LIST_BOX_SINGLE' as const } };
    expect(checkSmartAnswer(listBox, { qtNo: 'S1', qtOptions: ['1', '2'] })).toEqual({ ok: false, message: '「分级」请选择一项' });
  });

  it('refuses an unknown option, naming the question and the option', () => {
    expect(checkSmartAnswer(single, { qtNo: 'S1', qtOptions: ['9'] })).toEqual({ ok: false, message: '「分级」没有选项 9' });
  });

  it('takes several distinct options for the multiple kinds, at least one', () => {
    expect(checkSmartAnswer(multiple, { qtNo: 'M1', qtOptions: ['1', '2'] }).ok).toBe(true);
    expect(checkSmartAnswer(multiple, { qtNo: 'M1', qtOptions: [] })).toEqual({ ok: false, message: '「伴随情况」请至少选择一项' });
    expect(checkSmartAnswer(multiple, { qtNo: 'M1', qtOptions: ['1', '1'] })).toEqual({ ok: false, message: '「伴随情况」的选项不能重复' });
    for (const questionType of ['LIST_BOX_MULTIPLE', 'ASSOCIATED'] as const) {
      expect(checkSmartAnswer({ ...multiple, question: { ...multiple.question, questionType } }, { qtNo: 'M1', qtOptions: ['1', '2'] }).ok).toBe(true);
    }
  });

  it('refuses typed text on a choice question and options on a text question', () => {
    expect(checkSmartAnswer(single, { qtNo: 'S1', qtOptions: ['1'], manualValue: '其他' })).toEqual({ ok: false, message: '「分级」请从选项中选择，无需填写内容' });
    expect(checkSmartAnswer(input, { qtNo: 'I1', qtOptions: ['1'] })).toEqual({ ok: false, message: '「收缩压」请填写内容，无需选择选项' });
  });

  it('checks typed values against textMaxNum and textValidate, counting a Chinese character as one', () => {
    expect(checkSmartAnswer(input, { qtNo: 'I1', manualValue: ' 150 ' })).toEqual({ ok: true, answer: { qtNo: 'I1', manualValue: '150' } });
    expect(checkSmartAnswer(input, { qtNo: 'I1', manualValue: '1500' })).toEqual({ ok: false, message: '「收缩压」长度不能超过3个字符' });
    expect(checkSmartAnswer(input, { qtNo: 'I1', manualValue: '高' })).toEqual({ ok: false, message: '「收缩压」格式不正确' });
    expect(checkSmartAnswer(text, { qtNo: 'X1', manualValue: '一二三四五' }).ok).toBe(true);
    expect(checkSmartAnswer(text, { qtNo: 'X1', manualValue: '一二三四五六' })).toEqual({ ok: false, message: '「说明」长度不能超过5个字符' });
    expect(checkSmartAnswer(text, { qtNo: 'X1', manualValue: '   ' })).toEqual({ ok: false, message: '「说明」请输入内容' });
  });

  it('refuses an enterQtNo that is not the question’s branch entry', () => {
    expect(checkSmartAnswer(multiple, { qtNo: 'M1', enterQtNo: 'S1', qtOptions: ['1'] }).ok).toBe(true);
    expect(checkSmartAnswer(multiple, { qtNo: 'M1', enterQtNo: 'H01', qtOptions: ['1'] })).toEqual({ ok: false, message: '「伴随情况」的入口问题编号不正确' });
    expect(checkSmartAnswer(input, { qtNo: 'I1', enterQtNo: 'I1', manualValue: '120' }).ok).toBe(true);
  });
});
