import { Skeleton, Space, Typography } from 'antd';
import type { EditorApiClient } from '../api/editor-api-client';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { APP_MESSAGES } from '../i18n/messages/app';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';

/** The promotions delivering a template (name and link id), read per row: the list reply has none. */
export function TemplatePromotions({ api, templateId }: { api: EditorApiClient; templateId: string }) {
  const messages = useMessages(TEMPLATES_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [promotions] = useApiResource(`${api.tenant}/${templateId}`, (signal) =>
    api.listTemplatePromotions({ params: { templateId }, signal }),
  );
  if (promotions.status === 'loading') return <Skeleton.Input size="small" active />;
  if (promotions.status === 'failed') return <Typography.Text type="danger">{apiErrorText(promotions.error, appMessages, api.tenant)}</Typography.Text>;
  if (promotions.value.length === 0) {
    return <Typography.Text type="secondary">{messages.noPromotion}</Typography.Text>;
  }
  return (
    <Space orientation="vertical" size={0}>
      {promotions.value.map((promotion) => (
        <span key={promotion.promotionId}>
          {promotion.name} <Typography.Text type="secondary" code>{promotion.promotionId}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}
