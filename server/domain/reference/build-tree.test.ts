import { describe, expect, it } from 'vitest';
import { buildTree } from './build-tree';

const rows = [
  { code: 'A', parentCode: null, tag: 1 },
  { code: 'A1', parentCode: 'A', tag: 1 },
  { code: 'A1x', parentCode: 'A1', tag: 2 },
  { code: 'A1y', parentCode: 'A1', tag: 3 },
  { code: 'A2', parentCode: 'A', tag: 1 },
  { code: 'A2x', parentCode: 'A2', tag: 3 },
  { code: 'B', parentCode: null, tag: 4 },
];
const toNode = (row: { code: string }) => ({ code: row.code });

describe('buildTree', () => {
  it('nests rows under their parents in the given order, leaves without children', () => {
    expect(buildTree(rows, toNode)).toEqual([
      { code: 'A', children: [{ code: 'A1', children: [{ code: 'A1x' }, { code: 'A1y' }] }, { code: 'A2', children: [{ code: 'A2x' }] }] },
      { code: 'B' },
    ]);
  });

  it('keeps selected leaves and the path to them, dropping branches left empty', () => {
    expect(buildTree(rows, toNode, (row) => row.tag === 2)).toEqual([{ code: 'A', children: [{ code: 'A1', children: [{ code: 'A1x' }] }] }]);
  });

  it('keeps a selected inner row with everything under it', () => {
    expect(buildTree(rows, toNode, (row) => row.code === 'A2' || row.code === 'B')).toEqual([
      { code: 'A', children: [{ code: 'A2', children: [{ code: 'A2x' }] }] },
      { code: 'B' },
    ]);
  });

  it('answers nothing when nothing is selected', () => {
    expect(buildTree(rows, toNode, () => false)).toEqual([]);
  });
});
