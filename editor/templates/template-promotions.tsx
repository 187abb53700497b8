import { Space, Typography } from 'antd';
import type { EditorTemplateListItem } from '../../schema/api/editor/editor-template';
import { TEMPLATES_MESSAGES } from '../i18n/messages/templates';
import { useMessages } from '../i18n/use-messages';

/** The promotions delivering a template (name and link id), as the template list reply gives them. */
export function TemplatePromotions({ promotions }: { promotions: EditorTemplateListItem['promotions'] }) {
  const messages = useMessages(TEMPLATES_MESSAGES);
  if (promotions.length === 0) return <Typography.Text type="secondary">{messages.noPromotion}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      {promotions.map((promotion) => (
        <span key={promotion.promotionId}>
          {promotion.name} <Typography.Text type="secondary" code>{promotion.promotionId}</Typography.Text>
        </span>
      ))}
    </Space>
  );
}
