/**
 * Money at the edge: integer fen inside, yuan text only where a buyer reads it.
 * Rounding everywhere is half up on the fen (四舍五入 on the magnitude); see `money-conversion.ts`.
 */
export { fenToYuan, toWholeFen, yuanToFen } from './money-conversion';
export { formatPremium, type FormatPremiumOptions } from './format-premium';
export { formatSumInsured, type FormatSumInsuredOptions } from './format-sum-insured';
export { groupThousands } from './group-thousands';
