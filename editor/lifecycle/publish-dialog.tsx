import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

interface PublishDialogProps {
  readonly busy: boolean;
  readonly onPublish: (note: string) => void;
  readonly onCancel: () => void;
}

/** Confirms a publication and takes its optional release note, which the version history shows. */
export function PublishDialog({ busy, onPublish, onCancel }: PublishDialogProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const [note, setNote] = useState('');
  return (
    <Modal
      open
      title={messages.publishTitle}
      okText={messages.publishOk}
      cancelText={messages.cancel}
      confirmLoading={busy}
      onOk={() => onPublish(note)}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{messages.publishBody}</Typography.Paragraph>
      <Input.TextArea aria-label={messages.publishNote} placeholder={messages.publishNote} maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
    </Modal>
  );
}
