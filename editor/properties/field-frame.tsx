import { Flex, Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Problem } from '../../schema/validate/problem';

interface FieldFrameProps {
  readonly pointer: string;
  readonly id: string;
  readonly title: string;
  /** The attr's name in the template JSON, shown small so the code view can be matched. */
  readonly fieldKey?: string;
  readonly description?: string;
  readonly required: boolean;
  readonly problems: readonly Problem[];
  /** Containers (objects, lists) group their own fields, so their frame is a fieldset. */
  readonly container: boolean;
  /** Buttons beside the title (move, remove). */
  readonly actions?: ReactNode;
  readonly children: ReactNode;
}

/**
 * The problems under a field, rendered directly rather than through Form.Item's `help`: that one
 * appears through an animation, so it is missing from the first paint and from server rendering.
 */
function Messages({ problems }: { readonly problems: readonly Problem[] }) {
  return problems.map((problem) => (
    <Typography.Text key={problem.message} type="danger" role="alert" style={{ display: 'block' }}>
      {problem.message}
    </Typography.Text>
  ));
}

/**
 * The label, description and problems around one control. `data-property-path` carries the field's
 * pointer, so a click in the problems list can scroll the panel to the field at fault.
 */
export function FieldFrame({ pointer, id, title, fieldKey, description, required, problems, container, actions, children }: FieldFrameProps) {
  const label = (
    <Flex gap={8} align="baseline" wrap>
      {/* Form.Item marks a required leaf itself; a group's legend carries its own mark. */}
      {container && required ? (
        <Typography.Text type="danger" style={{ marginRight: -4 }}>
          *
        </Typography.Text>
      ) : null}
      <span>{title}</span>
      {fieldKey === undefined ? null : <Typography.Text type="secondary" style={{ fontSize: 12 }}>{fieldKey}</Typography.Text>}
      {actions}
    </Flex>
  );
  if (!container) {
    return (
      <div data-property-path={pointer}>
        <Form.Item
          layout="vertical"
          style={{ marginBottom: 12 }}
          label={label}
          htmlFor={id}
          required={required}
          validateStatus={problems.length > 0 ? 'error' : undefined}
          extra={description}
        >
          {children}
          <Messages problems={problems} />
        </Form.Item>
      </div>
    );
  }
  return (
    <fieldset
      data-property-path={pointer}
      id={id}
      style={{ border: '1px solid rgba(5, 5, 5, 0.12)', borderRadius: 8, padding: '8px 12px', margin: '0 0 16px', minWidth: 0 }}
    >
      <legend style={{ fontSize: 14, padding: '0 4px', width: 'auto', margin: 0, border: 0 }}>
        {label}
      </legend>
      {description === undefined ? null : <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{description}</Typography.Paragraph>}
      {problems.length > 0 ? (
        <div style={{ marginBottom: 8 }}>
          <Messages problems={problems} />
        </div>
      ) : null}
      {children}
    </fieldset>
  );
}
