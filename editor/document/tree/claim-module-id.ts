import { freshModuleId } from './fresh-module-id';

/**
 * The id a new module gets: `requested` when the caller chose one that is free (so it can select the
 * module it is about to create), otherwise a fresh one. Either way it is reserved in `taken`.
 */
export function claimModuleId(component: string, taken: Set<string>, requested?: string): string {
  if (requested === undefined || requested === '' || taken.has(requested)) return freshModuleId(component, taken);
  taken.add(requested);
  return requested;
}
