import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** HTML text configured in the template (answers, notices, tips), shown after sanitising. */
export function RichText({ html, style }: { html: string; style?: CSSProperties }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="rich-text" style={{ fontSize: 14, lineHeight: 1.6, color: '#333', wordBreak: 'break-word', ...style }} dangerouslySetInnerHTML={{ __html: safe }} />;
}
