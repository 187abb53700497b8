import { Tag } from 'antd';
import type { EditorTemplateSummary } from '../../schema/api/editor/editor-template';
import { assertNever } from '../../shared/assert-never';
import { formatMessage } from '../i18n/message-catalogue';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';
import { templateStatusView } from './template-status-view';

/** The template's status as a coloured tag: grey draft, green published, orange draft ahead. */
export function TemplateStatusTag({ summary }: { summary: Pick<EditorTemplateSummary, 'status' | 'latestVersion'> }) {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const view = templateStatusView(summary);
  switch (view.kind) {
    case 'draft':
      return <Tag data-status="draft">{messages.statusDraft}</Tag>;
    case 'published':
      return (
        <Tag color="success" data-status="published">
          {formatMessage(messages.statusPublished, { version: view.version })}
        </Tag>
      );
    case 'draftAhead':
      return (
        <Tag color="warning" data-status="draftAhead">
          {formatMessage(messages.statusDraftAhead, { version: view.version })}
        </Tag>
      );
    default:
      return assertNever(view, 'template status');
  }
}
