import { describe, expect, it } from 'vitest';
import type { OccupationNode } from '../../schema/entities/occupation-node';
import type { RegionNode } from '../../schema/entities/region-node';
import { findCodePath, nodePath, occupationOptions, regionOptions } from './cascade-options';

const occupations: OccupationNode[] = [
  {
    code: 'A',
    name: '机关',
    children: [
      {
        code: 'A1',
        name: '内勤',
        children: [
          { code: 'A11', name: '公务员', occupationCategory: 1 },
          { code: 'A12', name: '司机', occupationCategory: 4 },
        ],
      },
    ],
  },
  { code: 'B', name: '矿业', children: [{ code: 'B1', name: '井下', children: [{ code: 'B11', name: '矿工', occupationCategory: 6 }] }] },
];

describe('cascade options', () => {
  it('keeps only allowed occupation categories and drops empty branches', () => {
    const options = occupationOptions(occupations, [1, 2, 3]);
    expect(options).toHaveLength(1);
    expect(options[0]?.children?.[0]?.children).toEqual([{ label: '公务员（1类）', value: 'A11' }]);
    expect(occupationOptions(occupations, undefined)).toHaveLength(2);
  });

  it('cuts the region tree to its columns', () => {
    const tree: RegionNode[] = [{ code: '11', name: '北京', children: [{ code: '1101', name: '市辖区', children: [{ code: '110105', name: '朝阳区' }] }] }];
    expect(regionOptions(tree, 2)).toEqual([{ label: '北京', value: '11', children: [{ label: '市辖区', value: '1101' }] }]);
    expect(nodePath(tree, ['11', '1101', '110105']).map((node) => node.name)).toEqual(['北京', '市辖区', '朝阳区']);
  });

  it('finds where an occupation sits', () => {
    expect(findCodePath(occupations, 'A12')).toEqual(['A', 'A1', 'A12']);
    expect(findCodePath(occupations, 'Z')).toBeUndefined();
  });
});
