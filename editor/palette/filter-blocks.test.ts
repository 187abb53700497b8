import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../../schema/catalogue';
import { filterBlocks } from './filter-blocks';

const blocks = [...BLOCK_CATALOGUE.values()];

describe('filterBlocks', () => {
  it('returns every block for an empty query', () => {
    expect(filterBlocks(blocks, '  ')).toHaveLength(blocks.length);
  });

  it('finds a block by its Chinese title and by its component name', () => {
    expect(filterBlocks(blocks, '投保人').map((block) => block.component)).toContain('policyHolderModule');
    expect(filterBlocks(blocks, 'INPUTITEM').map((block) => block.component)).toEqual(['inputItem']);
  });

  it('returns nothing for a query no block matches', () => {
    expect(filterBlocks(blocks, 'no-such-block-anywhere')).toEqual([]);
  });
});
