import type { TemplateSettingKey } from './template-setting-keys';

/** A page as a diff entry names it. */
export interface PageRef {
  readonly id: string;
  readonly label: string;
}

/** A module as a diff entry names it: its label, or its block's title when the label is empty. */
export interface ModuleRef {
  readonly id: string;
  readonly label: string;
  readonly component: string;
}

/** Where a module stands: its page, its parent (null at the top level) and its position (0-based). */
export interface ModuleSpot {
  readonly page: PageRef;
  readonly parent: ModuleRef | null;
  readonly index: number;
}

/** One readable difference between two versions of a template. */
export type DiffEntry =
  | { readonly kind: 'pageAdded'; readonly page: PageRef }
  | { readonly kind: 'pageRemoved'; readonly page: PageRef }
  | { readonly kind: 'pageMoved'; readonly page: PageRef; readonly before: number; readonly after: number }
  | { readonly kind: 'pageRenamed'; readonly page: PageRef; readonly before: string; readonly after: string }
  | { readonly kind: 'pageCodeChanged'; readonly page: PageRef; readonly before?: string; readonly after?: string }
  | { readonly kind: 'moduleAdded'; readonly module: ModuleRef; readonly at: ModuleSpot }
  | { readonly kind: 'moduleRemoved'; readonly module: ModuleRef; readonly at: ModuleSpot }
  | { readonly kind: 'moduleMoved'; readonly module: ModuleRef; readonly from: ModuleSpot; readonly to: ModuleSpot }
  | { readonly kind: 'labelChanged'; readonly page: PageRef; readonly module: ModuleRef; readonly before: string; readonly after: string }
  | { readonly kind: 'formKeyChanged'; readonly page: PageRef; readonly module: ModuleRef; readonly before?: string; readonly after?: string }
  | { readonly kind: 'visibilityChanged'; readonly page: PageRef; readonly module: ModuleRef; readonly before: boolean; readonly after: boolean }
  | {
      readonly kind: 'attrChanged';
      readonly page: PageRef;
      readonly module: ModuleRef;
      /** The attribute, nested keys and list positions as a dotted path (`steps.1.title`). */
      readonly path: string;
      readonly before?: unknown;
      readonly after?: unknown;
    }
  | { readonly kind: 'settingChanged'; readonly setting: TemplateSettingKey; readonly before?: unknown; readonly after?: unknown };

export type DiffEntryKind = DiffEntry['kind'];
