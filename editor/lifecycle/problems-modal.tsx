import { Modal, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import type { Problem } from '../../schema/validate/problem';
import { templateAtom } from '../document/document-atoms';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { PUBLISH_GATE_MESSAGES } from '../i18n/messages/publish-gate';
import { useMessages } from '../i18n/use-messages';
import { ProblemGroups } from '../problems/problem-groups';
import { useOpenProblem } from '../problems/use-open-problem';
import { useProblemRows } from '../problems/use-problem-rows';

/**
 * Why publishing (or a rollback) was refused, nothing having been published: every problem the
 * server found, grouped into errors and warnings, worded and placed as the problems panel shows them
 * (`第2页 › 模块「投保人信息」 › attrs.title`); a click closes the dialog and goes to the field.
 */
export function ProblemsModal({ problems, onClose }: { problems: readonly Problem[]; onClose: () => void }) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const gate = useMessages(PUBLISH_GATE_MESSAGES);
  const template = useAtomValue(templateAtom);
  const rows = useProblemRows(template, problems);
  const openProblem = useOpenProblem();
  const onlyWarnings = rows.length > 0 && rows.every((row) => row.severity === 'warning');
  return (
    <Modal open title={messages.problemsTitle} onOk={onClose} onCancel={onClose} cancelButtonProps={{ style: { display: 'none' } }} okText={messages.close}>
      <Typography.Paragraph>{formatMessage(onlyWarnings ? gate.unacknowledgedBody : gate.refusedBody, { count: problems.length })}</Typography.Paragraph>
      <div data-testid="publish-problems" style={{ maxHeight: '50vh', overflow: 'auto' }}>
        <ProblemGroups
          rows={rows}
          onOpen={(target) => {
            onClose();
            openProblem(target);
          }}
        />
      </div>
    </Modal>
  );
}
