import { List, Modal, Typography } from 'antd';
import type { Problem } from '../../schema/validate/problem';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { useMessages } from '../i18n/use-messages';

/** Why publishing (or a rollback) was refused: every problem with the JSON Pointer of its place. Nothing was published. */
export function ProblemsModal({ problems, onClose }: { problems: readonly Problem[]; onClose: () => void }) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  return (
    <Modal open title={messages.problemsTitle} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText={messages.close}>
      <Typography.Paragraph>{formatMessage(messages.problemsBody, { count: problems.length })}</Typography.Paragraph>
      <List
        size="small"
        data-testid="publish-problems"
        style={{ maxHeight: '50vh', overflow: 'auto' }}
        dataSource={problems}
        renderItem={(problem) => (
          <List.Item>
            <span>
              <Typography.Text code>{problem.path || messages.problemRoot}</Typography.Text> {problem.message}
            </span>
          </List.Item>
        )}
      />
    </Modal>
  );
}
