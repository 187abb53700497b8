import { Button, Modal, Space, Typography } from 'antd';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { formatMessage } from '../i18n/message-catalogue';
import { CODE_MESSAGES } from '../i18n/messages/code';
import { useMessages } from '../i18n/use-messages';
import { refusedViewAtom } from '../workspace/refused-view-atom';
import { workspaceViewAtom } from '../workspace/workspace-view-atom';
import { codeSyntaxErrorAtom } from './code-syntax-error';
import { codeTextHoldAtom } from './code-text-hold';

/**
 * Says why the code view was not left (its JSON does not parse, and where) while the text stays as
 * typed: keep editing it, or discard the edit, which puts back the last valid template and then
 * goes where the operator asked to.
 */
export function LeaveCodeDialog() {
  const messages = useMessages(CODE_MESSAGES);
  const [refused, setRefused] = useAtom(refusedViewAtom);
  const hold = useAtomValue(codeTextHoldAtom);
  const syntaxError = useAtomValue(codeSyntaxErrorAtom);
  const setView = useSetAtom(workspaceViewAtom);
  const keepEditing = () => setRefused(null);
  const discard = () => {
    hold?.discard();
    if (refused !== null) setView(refused);
  };
  return (
    <Modal
      open={refused !== null}
      title={messages.leaveRefusedTitle}
      onCancel={keepEditing}
      footer={
        <Space>
          <Button danger onClick={discard}>
            {messages.discardEdit}
          </Button>
          <Button type="primary" onClick={keepEditing}>
            {messages.keepEditing}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>{messages.leaveRefusedBody}</Typography.Paragraph>
      {syntaxError?.kind === 'syntax' && syntaxError.line !== undefined && syntaxError.column !== undefined ? (
        <Typography.Text type="danger">{formatMessage(messages.leaveRefusedAt, { line: syntaxError.line, column: syntaxError.column })}</Typography.Text>
      ) : null}
    </Modal>
  );
}
