import { Alert, Modal, Spin } from 'antd';
import type { EditorApiClient } from '../api/editor-api-client';
import { useApiResource } from '../api/use-api-resource';
import { apiErrorText } from '../app/api-error-text';
import { APP_MESSAGES } from '../i18n/messages/app';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

interface VersionViewModalProps {
  readonly api: EditorApiClient;
  readonly templateId: string;
  readonly version: number;
  readonly onClose: () => void;
}

/** A published version's template as stored, read-only. */
export function VersionViewModal({ api, templateId, version, onClose }: VersionViewModalProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const [loaded] = useApiResource(`${api.tenant}/${templateId}/v${version}`, (signal) => api.getVersion({ params: { templateId, version }, signal }));
  return (
    <Modal open title={formatMessage(messages.viewTitle, { version })} width={720} footer={null} onCancel={onClose}>
      {loaded.status === 'loading' ? (
        <Spin />
      ) : loaded.status === 'failed' ? (
        <Alert type="error" showIcon title={apiErrorText(loaded.error, appMessages)} />
      ) : (
        <pre data-testid="version-content" style={{ maxHeight: '60vh', overflow: 'auto', fontSize: 12, margin: 0 }}>
          {JSON.stringify(loaded.value.content, null, 2)}
        </pre>
      )}
    </Modal>
  );
}
