import { describe, expect, it } from 'vitest';
import type { SmartQuestion } from '../../schema/entities/smart-question';
import { buildSmartAnswers, initialDraft, matchOptions } from './smart-answers';

const options = [
  { opNo: '1', content: '甲状腺结节' },
  { opNo: '2', content: '乳腺结节' },
  { opNo: '3', content: '高血压' },
];
const single: SmartQuestion = { qtNo: 'T01', title: '分级', questionType: 'SINGLE', qtOptionList: options, enterFlag: true };
const multiple: SmartQuestion = { qtNo: 'T03', title: '情况', questionType: 'MULTIPLE', qtOptionList: options };
const input: SmartQuestion = { qtNo: 'H01', title: '收缩压', questionType: 'INPUT', attributes: { textMaxNum: 3, textValidate: '^\\d{2,3}$' }, defaultValue: '120' };

describe('buildSmartAnswers', () => {
  it('builds options, typed values and the branch entry', () => {
    const result = buildSmartAnswers([single, multiple, input], {
      T01: { options: ['2'], text: '' },
      T03: { options: ['1', '3'], text: '' },
      H01: { options: [], text: ' 150 ' },
    });
    expect(result).toEqual({
      ok: true,
      answers: [
        { qtNo: 'T01', enterQtNo: 'T01', qtOptions: ['2'] },
        { qtNo: 'T03', qtOptions: ['1', '3'] },
        { qtNo: 'H01', manualValue: '150' },
      ],
    });
  });

  it('stops at the first unanswered choice with 请选择', () => {
    expect(buildSmartAnswers([single, multiple], { T01: { options: ['1'], text: '' } })).toEqual({ ok: false, qtNo: 'T03', message: '请选择' });
  });

  it('checks typed text against textMaxNum and textValidate', () => {
    const result = buildSmartAnswers([input], { H01: { options: [], text: '12a' } });
    expect(result).toMatchObject({ ok: false, qtNo: 'H01' });
    expect(buildSmartAnswers([input], { H01: { options: [], text: '' } })).toMatchObject({ ok: false });
  });

  it('starts a typed question from its default value', () => {
    expect(initialDraft(input)).toEqual({ options: [], text: '120' });
    expect(buildSmartAnswers([input], {})).toEqual({ ok: true, answers: [{ qtNo: 'H01', manualValue: '120' }] });
  });
});

describe('matchOptions', () => {
  it('filters the options by what was typed', () => {
    expect(matchOptions(options, '结节').map((option) => option.opNo)).toEqual(['1', '2']);
    expect(matchOptions(options, ' ')).toHaveLength(3);
  });
});
