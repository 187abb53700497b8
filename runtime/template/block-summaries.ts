import type { BlockSummary } from '../../schema/catalogue/define-block';
import { BLOCK_SUMMARY_LIST } from '../../schema/generated/block-summaries.js';

/** The catalogue as the buyer app reads it (no attrs schemas, no TypeBox), by component name. */
export const BLOCK_SUMMARIES: ReadonlyMap<string, BlockSummary> = new Map(BLOCK_SUMMARY_LIST.map((block) => [block.component, block]));
