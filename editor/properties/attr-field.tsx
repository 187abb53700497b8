import { memo, type ReactNode } from 'react';
import type { ControlDescriptor } from './control-descriptor';
import { FieldControl } from './field-control';
import { FieldFrame } from './field-frame';
import { toPointer, type FieldPath } from './json-pointer';
import { usePropertyEditor } from './property-editor-context';

const CONTAINER_KINDS: ReadonlySet<ControlDescriptor['kind']> = new Set(['object', 'array', 'tuple', 'dataSource']);

interface AttrFieldProps {
  readonly control: ControlDescriptor;
  readonly value: unknown;
  readonly path: FieldPath;
  readonly fieldKey?: string;
  /** An item of a list: titled by its position (第 2 项) instead of the schema title, and never marked required. */
  readonly itemTitle?: string;
  readonly actions?: ReactNode;
}

/** Same field, same value: the callers build `path` anew on each render, so it is compared by pointer. */
function sameField(before: AttrFieldProps, after: AttrFieldProps): boolean {
  return (
    before.control === after.control &&
    before.value === after.value &&
    before.fieldKey === after.fieldKey &&
    before.itemTitle === after.itemTitle &&
    before.actions === after.actions &&
    toPointer(before.path) === toPointer(after.path)
  );
}

/**
 * One attr: its control, framed with its label and the problems that sit on it. Memoised: attrs are
 * immutable, so typing in one field leaves the others (antd form items, costly to render) alone; the
 * panel's editor context still reaches every field when the problems change.
 */
export const AttrField = memo(AttrFieldView, sameField);

function AttrFieldView({ control, value, path, fieldKey, itemTitle, actions }: AttrFieldProps) {
  const editor = usePropertyEditor();
  const pointer = toPointer(path);
  // A JSON box edits everything below it, so it also shows the problems inside its value.
  const problems = editor.problems.filter(
    (problem) => problem.path === pointer || (control.kind === 'json' && problem.path.startsWith(`${pointer}/`)),
  );
  const id = `property${pointer}`;
  return (
    <FieldFrame
      pointer={pointer}
      id={id}
      title={itemTitle ?? control.title}
      {...(fieldKey === undefined ? {} : { fieldKey })}
      {...(control.description === undefined ? {} : { description: control.description })}
      required={itemTitle === undefined && control.required}
      problems={problems}
      container={CONTAINER_KINDS.has(control.kind)}
      actions={actions}
    >
      <FieldControl
        control={control}
        value={value}
        path={path}
        id={id}
        invalid={problems.length > 0}
        onChange={(next, edit) => editor.change(path, next, edit)}
      />
    </FieldFrame>
  );
}
