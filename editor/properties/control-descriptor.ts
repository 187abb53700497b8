/** What every control shows beside its input: the schema's title and description, and whether it is required. */
interface ControlBase {
  readonly title: string;
  readonly description?: string;
  readonly required: boolean;
  /** The schema's `default`, shown as a hint when the attr is unset. */
  readonly defaultValue?: unknown;
}

/** One option of an enum control: the stored value and the text an operator reads. */
export interface EnumOption {
  readonly value: string | number;
  readonly label: string;
}

/** A named attr of an object: its key and the control that edits it. */
export interface FieldDescriptor {
  readonly key: string;
  readonly control: ControlDescriptor;
}

/** How many options of a dataSource may be marked default. */
export type DefaultPolicy = 'exactlyOne' | 'atMostOne';

/**
 * The control the property panel renders for one schema node. Every node of every block maps to one
 * of these; `json` is the last resort for shapes no other control can edit.
 */
export type ControlDescriptor =
  | (ControlBase & { readonly kind: 'text'; readonly minLength?: number; readonly maxLength?: number; readonly pattern?: string })
  | (ControlBase & { readonly kind: 'textarea'; readonly html: boolean; readonly maxLength?: number })
  | (ControlBase & { readonly kind: 'number'; readonly integer: boolean; readonly min?: number; readonly max?: number })
  | (ControlBase & { readonly kind: 'switch' })
  | (ControlBase & { readonly kind: 'select'; readonly options: readonly EnumOption[] })
  | (ControlBase & { readonly kind: 'radio'; readonly options: readonly EnumOption[] })
  | (ControlBase & { readonly kind: 'date' })
  | (ControlBase & { readonly kind: 'colour' })
  /** An image address: typed, or picked from (and uploaded to) the tenant's asset library, with a thumbnail. */
  | (ControlBase & { readonly kind: 'image' })
  | (ControlBase & { readonly kind: 'object'; readonly fields: readonly FieldDescriptor[] })
  | (ControlBase & {
      readonly kind: 'array';
      readonly item: ControlDescriptor;
      readonly minItems?: number;
      readonly maxItems?: number;
    })
  | (ControlBase & { readonly kind: 'tuple'; readonly items: readonly ControlDescriptor[] })
  | (ControlBase & { readonly kind: 'union'; readonly variants: readonly ControlDescriptor[] })
  | (ControlBase & {
      readonly kind: 'dataSource';
      readonly policy: DefaultPolicy;
      /** Every attr of an option except `isDefault` (value, label, and extras such as a rider mark). */
      readonly itemFields: readonly FieldDescriptor[];
      readonly minItems?: number;
      readonly maxItems?: number;
    })
  | (ControlBase & { readonly kind: 'json' });

export type ControlKind = ControlDescriptor['kind'];
