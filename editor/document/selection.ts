/** What the operator has selected: a page, and a module on it or none (the page itself). */
export interface Selection {
  readonly pageId: string;
  readonly moduleId: string | null;
}
