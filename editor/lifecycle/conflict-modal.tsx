import { Button, Modal, Space, Typography } from 'antd';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

interface ConflictModalProps {
  readonly busy: boolean;
  readonly onReload: () => void;
  readonly onOverwrite: () => void;
  readonly onCancel: () => void;
}

/** A save refused because someone else saved first: load their draft, or overwrite it with this one. */
export function ConflictModal({ busy, onReload, onOverwrite, onCancel }: ConflictModalProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  return (
    <Modal
      open
      title={messages.conflictTitle}
      onCancel={onCancel}
      footer={
        <Space>
          <Button onClick={onCancel}>{messages.cancel}</Button>
          <Button onClick={onReload} loading={busy}>
            {messages.conflictReload}
          </Button>
          <Button type="primary" danger onClick={onOverwrite} loading={busy}>
            {messages.conflictOverwrite}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{messages.conflictBody}</Typography.Paragraph>
    </Modal>
  );
}
