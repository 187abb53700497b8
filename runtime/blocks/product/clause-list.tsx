import { List, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import type { BlockProps } from '../block-props';
import { openDocument } from './open-document';
import { usePlanClauses } from './use-plan-clauses';

/** One row of the list: a name and how it opens. */
interface DocumentRow {
  readonly key: string;
  readonly name: string;
  readonly url?: string;
  readonly text?: string;
}

/**
 * The clause and file list (spec section 2): the plan's clauses (source product) or the configured
 * documents (source custom). A file or link opens by address (images in the image viewer), a text
 * document in a popup; an empty list shows 暂无数据.
 */
export default function ClauseList({ attrs }: BlockProps<'clauseList'>) {
  const fromProduct = attrs.source === 'product';
  const { clauses } = usePlanClauses(fromProduct);
  const [reading, setReading] = useState<DocumentRow>();
  const rows: DocumentRow[] = fromProduct
    ? (clauses ?? []).map((clause) => ({ key: clause.code, name: clause.label, ...(clause.clauseUrl ? { url: clause.clauseUrl } : {}) }))
    : (attrs.documents ?? []).map((document, index) =>
      document.type === 'other'
        ? { key: `${index}`, name: document.name, text: document.content }
        : { key: `${index}`, name: document.name, url: document.content },
    );

  function open(row: DocumentRow) {
    if (row.url) openDocument(row.url, row.name);
    else if (row.text) setReading(row);
    else Toast.show({ content: SCREEN_MESSAGES.noData });
  }

  return (
    <div style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
      <List header={attrs.title}>
        {rows.length === 0 ? (
          <List.Item>
            <span style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>{SCREEN_MESSAGES.noData}</span>
          </List.Item>
        ) : (
          rows.map((row) => (
            <List.Item key={row.key} clickable onClick={() => open(row)}>
              {SCREEN_MESSAGES.bookTitle(row.name)}
            </List.Item>
          ))
        )}
      </List>
      <Popup visible={reading !== undefined} onMaskClick={() => setReading(undefined)} onClose={() => setReading(undefined)} showCloseButton bodyStyle={{ maxHeight: '80vh', overflowY: 'auto', borderRadius: '12px 12px 0 0' }}>
        <h2 style={{ margin: 0, padding: '16px 40px 8px 16px', fontSize: 16 }}>{reading?.name}</h2>
        <div style={{ padding: '0 16px 24px', fontSize: 14, lineHeight: 1.7, color: '#333', whiteSpace: 'pre-wrap' }}>{reading?.text}</div>
      </Popup>
    </div>
  );
}
