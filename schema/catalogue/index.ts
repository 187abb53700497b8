import type { Static } from '@sinclair/typebox';
import type { BlockDefinition } from './define-block';
import { moduleBlocks } from './blocks/module';
import { formBlocks } from './blocks/form';
import { layoutBlocks } from './blocks/layout';
import { productBlocks } from './blocks/product';
import { premiumBlocks } from './blocks/premium';
import { healthBlocks } from './blocks/health';
import { verifyBlocks } from './blocks/verify';
import { confirmBlocks } from './blocks/confirm';
import { paymentBlocks } from './blocks/payment';
import { resultBlocks } from './blocks/result';
import { benefitBlocks } from './blocks/benefit';
import { marketingBlocks } from './blocks/marketing';

/** Every block a template may use, in palette order. */
export const BLOCK_LIST = [
  ...moduleBlocks,
  ...formBlocks,
  ...layoutBlocks,
  ...productBlocks,
  ...premiumBlocks,
  ...healthBlocks,
  ...verifyBlocks,
  ...confirmBlocks,
  ...paymentBlocks,
  ...resultBlocks,
  ...benefitBlocks,
  ...marketingBlocks,
] as const;

type AnyBlock = (typeof BLOCK_LIST)[number];

/** A component name the catalogue knows. */
export type ComponentName = AnyBlock['component'];

/** The attrs type of one component, derived from its schema. */
export type AttrsOf<C extends ComponentName> = Static<Extract<AnyBlock, { component: C }>['attrs']>;

/** The catalogue keyed by component name. */
export const BLOCK_CATALOGUE: ReadonlyMap<string, BlockDefinition> = new Map(
  BLOCK_LIST.map((block): [string, BlockDefinition] => [block.component, block as unknown as BlockDefinition]),
);

export const COMPONENT_NAMES: readonly string[] = BLOCK_LIST.map((block) => block.component);

export { BLOCK_CATEGORIES, BLOCK_CATEGORY_TITLES, BLOCK_CATEGORY_TITLES_EN, categoryTitle, type BlockCategory } from './block-category';
export { localTitle, localDescription, type CatalogueLocale, type BilingualTexts } from './catalogue-locale';
export { localizeSchema } from './localize-schema';
export type { BlockDefinition, AcceptedChildren, FormBinding } from './define-block';
