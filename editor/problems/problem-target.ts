import type { ProblemLocation } from './locate-problem';

/** What a click on a problem selects, and the field to focus (relative to the module or the template). */
export interface ProblemTarget {
  /** The problem's page; undefined for a problem of the template itself, which keeps the current page. */
  readonly pageId: string | undefined;
  /** Its innermost module; null selects no module (the page, or the template settings). */
  readonly moduleId: string | null;
  readonly fieldPointer: string;
}

/**
 * The selection a problem leads to: its innermost module, else its page, else the template settings
 * (no module selected) with the setting's field.
 */
export function problemTarget(location: ProblemLocation): ProblemTarget {
  if (location.page === undefined) return { pageId: undefined, moduleId: null, fieldPointer: location.rest };
  const module = location.modules.at(-1);
  return {
    pageId: String(location.page.id),
    moduleId: module === undefined ? null : String(module.id),
    fieldPointer: module === undefined ? '' : location.rest,
  };
}
