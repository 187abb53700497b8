/** A relation to the holder the seeded forms offer. */
export type RelationCode = 'SELF' | 'SPOUSE' | 'CHILD' | 'PARENT' | 'EMPLOYEE';

/** One choice of a relation select. */
export interface RelationOption {
  readonly value: RelationCode;
  readonly label: string;
  readonly isDefault?: boolean;
}

const RELATION_LABELS: Record<RelationCode, string> = { SELF: '本人', SPOUSE: '配偶', CHILD: '子女', PARENT: '父母', EMPLOYEE: '雇员' };

/** The relation choices in the order given; the first one is the default. */
export function relationOptions(codes: readonly RelationCode[]): RelationOption[] {
  return codes.map((value, index) => (index === 0 ? { value, label: RELATION_LABELS[value], isDefault: true } : { value, label: RELATION_LABELS[value] }));
}
