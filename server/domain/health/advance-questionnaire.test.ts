import { describe, expect, it } from 'vitest';
import { advanceQuestionnaire } from './advance-questionnaire';
import { SEED_QUESTIONNAIRE } from './seed-questionnaire';

const { edges } = SEED_QUESTIONNAIRE;
const none = new Set<string>();

describe('advanceQuestionnaire', () => {
  it('opens every chosen branch, in the order the options lead there', () => {
    expect(advanceQuestionnaire(edges, ['D01'], none, [{ qtNo: 'D01', qtOptions: ['3', '1'] }])).toEqual({ finished: false, pending: ['T01', 'H01'] });
  });

  it('keeps unanswered pending questions ahead of the new ones', () => {
    const step = advanceQuestionnaire(edges, ['T01', 'H01'], new Set(['D01']), [{ qtNo: 'H01', manualValue: '135' }]);
    expect(step).toEqual({ finished: false, pending: ['T01', 'H02'] });
  });

  it('refuses at once on a severe answer, with the edge’s reason, even while other branches are open', () => {
    const step = advanceQuestionnaire(edges, ['T01', 'H01'], new Set(['D01']), [{ qtNo: 'H01', manualValue: '185' }]);
    expect(step).toEqual({ finished: true, allowInsure: false, reason: '收缩压达到160mmHg及以上，血压控制不佳，暂不符合投保要求' });
  });

  it('allows when the last open branch ends in allow', () => {
    expect(advanceQuestionnaire(edges, ['H03'], new Set(['D01', 'H01', 'H02']), [{ qtNo: 'H03', qtOptions: ['2'] }])).toEqual({ finished: true, allowInsure: true });
  });

  it('never puts an answered question up again', () => {
    const loop = [{ fromQtNo: 'A', when: { kind: 'any' as const }, outcome: 'next' as const, nextQtNo: 'B' }];
    expect(advanceQuestionnaire(loop, ['A'], new Set(['B']), [{ qtNo: 'A', manualValue: 'x' }])).toEqual({ finished: true, allowInsure: true });
  });

  it('ends a branch whose answer matches no edge', () => {
    expect(advanceQuestionnaire([], ['Q'], none, [{ qtNo: 'Q', manualValue: 'x' }])).toEqual({ finished: true, allowInsure: true });
  });
});
