import type { ControlDescriptor, ControlKind } from './control-descriptor';
import type { FieldPath } from './json-pointer';
import type { EditKind } from './property-editor-context';

/** What a control of one kind receives from its field. */
export interface ControlProps<K extends ControlKind> {
  readonly control: Extract<ControlDescriptor, { kind: K }>;
  readonly value: unknown;
  /** From the module's root, e.g. `['attrs', 'title']`. */
  readonly path: FieldPath;
  /** The DOM id the field's label points at. */
  readonly id: string;
  /** Whether a problem sits on this very field (antd `status="error"`). */
  readonly invalid: boolean;
  readonly onChange: (value: unknown, edit: EditKind) => void;
}
