import { Alert, Button, Modal, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import type { TemplatePromotion } from '../../schema/api/editor/editor-promotion';
import type { EditorApiClient } from '../api/editor-api-client';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { APP_MESSAGES } from '../i18n/messages/app';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';
import { previewLinkUrl } from './preview-link-url';

interface PreviewLinkDialogProps {
  readonly api: EditorApiClient;
  readonly templateId: string;
  readonly onClose: () => void;
}

/** The link for one promotion (or none): fetched from the server, shown as text, QR code and copy button. */
function PreviewLinkBody({ api, templateId, promotionId }: { api: EditorApiClient; templateId: string; promotionId: string | undefined }) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [copied, setCopied] = useState<string | undefined>(undefined);
  const [link] = useApiResource(`${api.tenant}/${templateId}/link/${promotionId ?? ''}`, (signal) =>
    api.createPreviewLink({ params: { templateId }, body: promotionId ? { promotionId } : {}, signal }),
  );
  if (link.status === 'loading') return <Spin />;
  if (link.status === 'failed') return <Alert type="error" showIcon title={apiErrorText(link.error, appMessages)} />;
  const url = previewLinkUrl({ runtimeOrigin: window.location.origin, tenant: api.tenant, previewToken: link.value.previewToken, promotionId });
  return (
    <>
      <Typography.Paragraph type="secondary">
        {formatMessage(messages.previewBody, { expiresAt: dayjs(link.value.expiresAt).format('YYYY-MM-DD HH:mm') })}
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <QRCodeSVG value={url} size={200} data-testid="preview-qr" />
      </div>
      <Typography.Text data-testid="preview-link" style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
      <Button onClick={() => void navigator.clipboard.writeText(url).then(() => setCopied(url))}>{copied === url ? messages.copied : messages.copy}</Button>
    </>
  );
}

/**
 * The QA link of the saved draft: the buyer app on this server in simulate mode, for the template's
 * first promotion unless another is chosen (without one, blocks needing goods data stay empty).
 */
export function PreviewLinkDialog({ api, templateId, onClose }: PreviewLinkDialogProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [promotions] = useApiResource(`${api.tenant}/${templateId}/promotions`, (signal) => api.listTemplatePromotions({ params: { templateId }, signal }));
  // Without its promotions the link still works, showing the draft without goods data.
  const list: readonly TemplatePromotion[] = promotions.status === 'ready' ? promotions.value : [];
  const promotionId = chosen ?? list[0]?.promotionId;
  return (
    <Modal open title={messages.previewTitle} footer={null} onCancel={onClose} width={480}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {list.length > 1 ? (
          <Space>
            <span>{messages.previewPromotion}</span>
            <Select
              style={{ minWidth: 240 }}
              value={promotionId}
              options={list.map((promotion) => ({ value: promotion.promotionId, label: `${promotion.name}（${promotion.promotionId}）` }))}
              onChange={setChosen}
            />
          </Space>
        ) : null}
        {promotions.status === 'loading' ? (
          <Spin />
        ) : (
          <>
            {list.length === 0 ? <Alert type="warning" showIcon title={messages.previewNoPromotion} /> : null}
            <PreviewLinkBody api={api} templateId={templateId} promotionId={promotionId} />
          </>
        )}
      </Space>
    </Modal>
  );
}
