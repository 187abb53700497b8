import { describe, expect, it } from 'vitest';
import { SMART_QUESTION_TYPES } from '../../../schema/entities/smart-question';
import { SEED_QUESTIONNAIRE } from './seed-questionnaire';

const { nodes, edges } = SEED_QUESTIONNAIRE;
const byNo = new Map(nodes.map((node) => [node.question.qtNo, node]));
const isChoice = (qtNo: string) => (byNo.get(qtNo)?.question.qtOptionList ?? []).length > 0;

describe('the seeded questionnaire graph', () => {
  it('uses every question type of the spec', () => {
    expect(new Set(nodes.map((node) => node.question.questionType))).toEqual(new Set(SMART_QUESTION_TYPES));
  });

  it('links only questions and options that exist', () => {
    for (const edge of edges) {
      expect(byNo.has(edge.fromQtNo), edge.fromQtNo).toBe(true);
      if (edge.outcome === 'next') expect(byNo.has(edge.nextQtNo), edge.nextQtNo).toBe(true);
      if (edge.when.kind === 'option') {
        const opNo = edge.when.opNo;
        expect(byNo.get(edge.fromQtNo)?.question.qtOptionList?.some((option) => option.opNo === opNo), `${edge.fromQtNo}/${opNo}`).toBe(true);
      }
    }
  });

  it('gives every option of every choice question an edge, so no answer leaves the graph undecided', () => {
    for (const node of nodes.filter((candidate) => isChoice(candidate.question.qtNo))) {
      for (const option of node.question.qtOptionList ?? []) {
        const leaves = edges.some((edge) => edge.fromQtNo === node.question.qtNo && edge.when.kind === 'option' && edge.when.opNo === option.opNo);
        expect(leaves, `${node.question.qtNo}/${option.opNo}`).toBe(true);
      }
    }
  });

  it('reaches every question from the start and ends every path (no cycles)', () => {
    const reached = new Set<string>();
    const visit = (qtNo: string, path: readonly string[]) => {
      expect(path, `cycle through ${qtNo}`).not.toContain(qtNo);
      reached.add(qtNo);
      for (const edge of edges) if (edge.fromQtNo === qtNo && edge.outcome === 'next') visit(edge.nextQtNo, [...path, qtNo]);
    };
    for (const node of nodes.filter((candidate) => candidate.isStart)) visit(node.question.qtNo, []);
    expect([...reached].sort()).toEqual([...byNo.keys()].sort());
  });

  it('keeps every branch question under an entry question flagged enterFlag', () => {
    for (const node of nodes.filter((candidate) => candidate.enterQtNo !== undefined)) {
      const entry = byNo.get(node.enterQtNo ?? '');
      expect(entry?.question.enterFlag, node.question.qtNo).toBe(true);
      expect(entry?.enterQtNo).toBe(entry?.question.qtNo);
    }
  });

  it('has both an allow and a refuse ending', () => {
    expect(edges.some((edge) => edge.outcome === 'allow')).toBe(true);
    expect(edges.some((edge) => edge.outcome === 'refuse')).toBe(true);
  });
});
