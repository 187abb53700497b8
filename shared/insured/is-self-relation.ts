/** Whether an insured's relation to the holder is the holder themself (`SELF`, any case or spacing). */
export function isSelfRelation(relation: unknown): boolean {
  return typeof relation === 'string' && relation.trim().toUpperCase() === 'SELF';
}
