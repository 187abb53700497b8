import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ConfirmRow } from '../../../order-flow/person-confirm-rows';
import { LinkButton } from '../content/link-button';
import { isPersonalKey } from '../../../../shared/masking/personal-keys';
import { PERSONAL_ATTRIBUTE } from '../../../recording/personal-attribute';

/**
 * A titled card of read-only rows, with an optional 修改 link back to where they were entered. A row of
 * personal data is marked so a sales-process recording keeps none of its digits.
 */
export function ConfirmCard({ title, rows, editText, onEdit, children }: {
  title: string;
  rows?: readonly ConfirmRow[];
  editText?: string | undefined;
  onEdit?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const header = (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <span style={{ fontSize: 15, fontWeight: 600, color: '#333' }}>{title}</span>
      {editText && onEdit ? (
        <LinkButton onClick={onEdit} style={{ color: 'var(--adm-color-primary)', fontSize: 14 }}>
          {editText}
        </LinkButton>
      ) : null}
    </div>
  );
  return (
    <List header={header} style={{ marginTop: 12 }}>
      {(rows ?? []).map((row) => (
        <List.Item key={row.key} extra={<span {...(isPersonalKey(row.key) ? { [PERSONAL_ATTRIBUTE]: '' } : {})} style={{ color: '#333', wordBreak: 'break-all' }}>{row.text}</span>}>
          <span style={{ color: '#666', whiteSpace: 'nowrap' }}>{row.label}</span>
        </List.Item>
      ))}
      {children}
    </List>
  );
}
