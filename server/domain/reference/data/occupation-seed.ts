import type { OccupationNode } from '../../../../schema/entities/occupation-node';

/** A risk category 1 to 7 of a third-level occupation. */
export type OccupationCategory = NonNullable<OccupationNode['occupationCategory']>;

/**
 * One row of the occupation classification: a 2-digit major group, a 4-digit middle group, or a
 * 7-digit occupation with its risk category. The parent follows from the code's first digits.
 */
export type OccupationSeed = readonly [code: string, name: string] | readonly [code: string, name: string, category: OccupationCategory];
