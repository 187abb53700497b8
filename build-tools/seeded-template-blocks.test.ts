import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from '../schema/catalogue';
import { attrsComponents } from '../schema/validate/attrs-sites';
import { seedPromotionTemplate } from '../server/domain/templates/seed-templates/seed-promotion-template';
import { SEED_PROMOTIONS } from '../server/seed/seed-ids';
import { SEEDED_TEMPLATE_COMPONENTS } from './seeded-template-blocks';

describe('the blocks whose attrs checks share a chunk', () => {
  it('are exactly the blocks the seeded promotions\' templates use, on every page, in both tenants', () => {
    const used = new Set(SEED_PROMOTIONS.flatMap((promotion) => [...attrsComponents(seedPromotionTemplate(promotion).template)]));
    expect([...SEEDED_TEMPLATE_COMPONENTS].sort()).toEqual([...used].sort());
  });

  it('are catalogue blocks', () => {
    for (const component of SEEDED_TEMPLATE_COMPONENTS) expect(BLOCK_CATALOGUE.has(component), component).toBe(true);
  });
});
