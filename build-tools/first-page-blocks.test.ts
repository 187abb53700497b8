import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_LIST } from '../schema/catalogue';
import { blockComponentPath, blockFileName } from '../runtime/blocks/block-paths';
import { walkPageComponents } from '../runtime/template/page-components';
import { seedPromotionTemplate } from '../server/domain/templates/seed-templates/seed-promotion-template';
import { SEED_PROMOTIONS } from '../server/seed/seed-ids';
import { FIRST_PAGE_BLOCK_MODULES } from './first-page-blocks';

const root = resolve(import.meta.dirname, '..');

describe('the blocks grouped with the opening page', () => {
  it('are exactly the blocks page 1 of every seeded promotion uses, in both tenants', () => {
    const used = new Set<string>();
    for (const promotion of SEED_PROMOTIONS) {
      const [firstPage] = seedPromotionTemplate(promotion).template.pageList;
      for (const component of walkPageComponents(firstPage!)) {
        const block = BLOCK_LIST.find((candidate) => candidate.component === component);
        expect(block, component).toBeDefined();
        used.add(blockComponentPath(block!.category, blockFileName(component)));
      }
    }
    expect([...FIRST_PAGE_BLOCK_MODULES].sort()).toEqual([...used].sort());
  });

  it('name component files that exist', () => {
    for (const path of FIRST_PAGE_BLOCK_MODULES) expect(existsSync(resolve(root, path)), path).toBe(true);
  });
});
