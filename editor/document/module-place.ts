/**
 * Where a module goes: a page, a parent module on that page (null = the page's top level) and an
 * insertion point in that parent's list as it stands now, i.e. before the module being moved is taken
 * out. A drop indicator drawn between two rows therefore gives the same place for an insert, a paste
 * and a move.
 */
export interface ModulePlace {
  readonly pageId: string;
  readonly parentId: string | null;
  readonly index: number;
}
