import { Form, Input } from 'antd';
import { WORKSPACE_MESSAGES } from '../i18n/messages/workspace';
import { useMessages } from '../i18n/use-messages';
import type { PageSummary } from './page-summaries-atom';

export interface PageFieldsProps {
  readonly page: PageSummary;
  readonly onRename: (label: string) => void;
  readonly onPageCode: (pageCode: string) => void;
}

/** The chosen page's title and code, edited in place (each field's typing is one undo step). */
export function PageFields({ page, onRename, onPageCode }: PageFieldsProps) {
  const messages = useMessages(WORKSPACE_MESSAGES);
  return (
    <Form layout="vertical" size="small" style={{ marginTop: 8 }} key={page.id}>
      <Form.Item label={messages.pageLabel} style={{ marginBottom: 8 }}>
        <Input aria-label={messages.pageLabel} value={page.label} onChange={(event) => onRename(event.target.value)} />
      </Form.Item>
      <Form.Item label={messages.pageCode} style={{ marginBottom: 8 }}>
        <Input aria-label={messages.pageCode} placeholder={messages.pageCodePlaceholder} value={page.pageCode ?? ''} onChange={(event) => onPageCode(event.target.value)} />
      </Form.Item>
    </Form>
  );
}
