import { describe, expect, it } from 'vitest';
import { COMPONENT_NAMES } from '../../schema/catalogue';
import { BLOCK_LOADERS } from './block-loaders';

describe('block registry', () => {
  it('has a runtime implementation for every catalogue entry', () => {
    expect(COMPONENT_NAMES.filter((name) => !(name in BLOCK_LOADERS))).toEqual([]);
  });

  it('registers nothing the catalogue does not know', () => {
    expect(Object.keys(BLOCK_LOADERS).filter((name) => !COMPONENT_NAMES.includes(name))).toEqual([]);
  });
});
