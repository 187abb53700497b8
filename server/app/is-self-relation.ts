/** Whether an insured's relation to the holder is the holder themself (`SELF`, any case or spacing). */
export function isSelfRelation(relation: string | null | undefined): boolean {
  return relation?.trim().toUpperCase() === 'SELF';
}
