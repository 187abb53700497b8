import { useState } from 'react';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { collapseNoticeText } from '../../health/collapse-notice-text';
import { sanitizeHtml } from '../shared/content/sanitize-html';
import type { BlockProps } from '../block-props';

/** The health notice's text, collapsed to maxLength characters with 展开 / 收起 when it is longer. */
export default function HealthNoticeText({ attrs }: BlockProps<'healthNoticeText'>) {
  const [expanded, setExpanded] = useState(false);
  const collapsed = collapseNoticeText(attrs.content, attrs.maxLength);
  return (
    <section style={{ background: '#fff', padding: '12px 16px', marginBottom: 8 }}>
      {attrs.title && <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{attrs.title}</h2>}
      {expanded || !collapsed.truncated ? (
        <div style={{ fontSize: 13, lineHeight: 1.7, color: '#666' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(attrs.content) }} />
      ) : (
        <div style={{ fontSize: 13, lineHeight: 1.7, color: '#666', whiteSpace: 'pre-line' }}>{collapsed.text}</div>
      )}
      {collapsed.truncated && (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          style={{ border: 0, background: 'none', padding: '6px 0 0', color: 'var(--adm-color-primary)', fontSize: 13 }}
        >
          {expanded ? (attrs.collapseText ?? FLOW_MESSAGES.collapse) : (attrs.expandText ?? FLOW_MESSAGES.expand)}
        </button>
      )}
    </section>
  );
}
