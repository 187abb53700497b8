import { Alert, List, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { EditorApiClient } from '../api/editor-api-client';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { Heading } from '../app/heading';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

/** The QA verdicts on a template's draft revisions, newest first, as the history drawer shows them. */
export function VerdictList({ api, templateId, reloadKey }: { readonly api: EditorApiClient; readonly templateId: string; readonly reloadKey: string }) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [verdicts] = useApiResource(`verdicts/${api.tenant}/${templateId}/${reloadKey}`, (signal) => api.listVerdicts({ params: { templateId }, signal }));
  if (verdicts.status === 'loading') return <Spin />;
  if (verdicts.status === 'failed') return <Alert type="error" showIcon title={apiErrorText(verdicts.error, appMessages)} />;
  return (
    <List
      size="small"
      header={
        <Heading level={3} look={5}>
          {messages.verdictsTitle}
        </Heading>
      }
      // Secondary text, readable: antd's own empty text is drawn in its faint disabled grey.
      locale={{ emptyText: <Typography.Text type="secondary">{messages.noVerdicts}</Typography.Text> }}
      dataSource={verdicts.value}
      data-testid="verdict-list"
      renderItem={(verdict) => (
        <List.Item data-verdict={verdict.verdict}>
          <List.Item.Meta
            title={
              <span>
                <Tag color={verdict.verdict === 'pass' ? 'green' : 'red'}>{verdict.verdict === 'pass' ? messages.verdictPass : messages.verdictFail}</Tag>
                {formatMessage(messages.verdictOf, { revision: verdict.revision })} · {verdict.by} · {dayjs(verdict.at).format('YYYY-MM-DD HH:mm')}
              </span>
            }
            description={verdict.note || null}
          />
        </List.Item>
      )}
    />
  );
}
