import { Alert, App, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import type { Verdict } from '../../schema/api/editor/editor-verdict';
import type { EditorApiClient } from '../api/editor-api-client';
import { apiErrorText } from '../app/api-error-text';
import { formatMessage } from '../i18n/message-catalogue';
import { APP_MESSAGES } from '../i18n/messages/app';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

interface VerdictDialogProps {
  readonly api: EditorApiClient;
  readonly templateId: string;
  /** The saved draft revision the verdict is about. */
  readonly revision: number;
  readonly dirty: boolean;
  readonly onClose: () => void;
}

/** A QA user's pass or fail on the saved draft, with a note (required for a fail). */
export function VerdictDialog({ api, templateId, revision, dirty, onClose }: VerdictDialogProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const appMessages = useMessages(APP_MESSAGES);
  const { message } = App.useApp();
  const [verdict, setVerdict] = useState<Verdict['verdict']>('pass');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const noteMissing = verdict === 'fail' && note.trim() === '';
  const submit = async () => {
    setBusy(true);
    const result = await api.recordVerdict({ params: { templateId }, body: { revision, verdict, note: note.trim() } });
    setBusy(false);
    if (!result.ok) return setRefusal(apiErrorText(result.error, appMessages));
    void message.success(messages.verdictRecorded);
    onClose();
  };
  return (
    <Modal
      open
      title={messages.verdictTitle}
      okText={messages.verdictOk}
      cancelText={messages.cancel}
      confirmLoading={busy}
      okButtonProps={{ disabled: noteMissing }}
      onOk={() => void submit()}
      onCancel={onClose}
      data-testid="verdict-dialog"
    >
      <Typography.Paragraph>{formatMessage(messages.verdictBody, { revision })}</Typography.Paragraph>
      {dirty ? <Alert type="warning" showIcon title={messages.verdictDirty} style={{ marginBottom: 12 }} /> : null}
      <Radio.Group
        value={verdict}
        onChange={(event) => setVerdict(event.target.value as Verdict['verdict'])}
        options={[
          { value: 'pass', label: messages.verdictPass },
          { value: 'fail', label: messages.verdictFail },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Input.TextArea
        aria-label={messages.verdictNote}
        placeholder={noteMissing ? messages.verdictNoteRequired : messages.verdictNote}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}
