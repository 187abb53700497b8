import { Alert, Checkbox, Input, Modal, Spin, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { AcknowledgedWarning } from '../../schema/api/editor/editor-gate-facts';
import type { EditorApiClient } from '../api/editor-api-client';
import { templateAtom } from '../document/document-atoms';
import { formatMessage } from '../i18n/message-catalogue';
import { LIFECYCLE_MESSAGES } from '../i18n/messages/lifecycle';
import { PUBLISH_GATE_MESSAGES } from '../i18n/messages/publish-gate';
import { useMessages } from '../i18n/use-messages';
import { ProblemGroups } from '../problems/problem-groups';
import { useOpenProblem } from '../problems/use-open-problem';
import { useProblemRows } from '../problems/use-problem-rows';
import { usePublishCheck } from './use-publish-check';

interface PublishDialogProps {
  readonly api: EditorApiClient;
  readonly busy: boolean;
  readonly onPublish: (note: string, acknowledgedWarnings: readonly AcknowledgedWarning[]) => void;
  readonly onCancel: () => void;
}

/**
 * Confirms a publication after the publish check the server will run: errors are listed and stop it
 * (a click on one closes the dialog and goes to its field); warnings are listed and the publisher
 * acknowledges them before publishing, the acknowledgement going with the request. Takes the optional
 * release note, which the version history shows.
 */
export function PublishDialog({ api, busy, onPublish, onCancel }: PublishDialogProps) {
  const messages = useMessages(LIFECYCLE_MESSAGES);
  const gate = useMessages(PUBLISH_GATE_MESSAGES);
  const template = useAtomValue(templateAtom);
  const check = usePublishCheck(api);
  const problems = check.state === 'checked' ? check.problems : [];
  const rows = useProblemRows(template, problems);
  const openProblem = useOpenProblem();
  const [note, setNote] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const errors = rows.filter((row) => row.severity === 'error');
  const warnings = rows.filter((row) => row.severity === 'warning');
  const ready = check.state === 'checked' && errors.length === 0 && (warnings.length === 0 || acknowledged);
  const publish = () => onPublish(note, warnings.map((row) => ({ rule: row.problem.rule ?? '', path: row.problem.path })));

  return (
    <Modal
      open
      title={messages.publishTitle}
      okText={messages.publishOk}
      cancelText={messages.cancel}
      confirmLoading={busy}
      okButtonProps={{ disabled: !ready, title: warnings.length > 0 && !acknowledged && errors.length === 0 ? gate.acknowledgeFirst : undefined }}
      onOk={publish}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{messages.publishBody}</Typography.Paragraph>
      <div data-testid="publish-check">
        {check.state === 'checking' ? (
          <Spin size="small">
            <Typography.Paragraph type="secondary">{gate.checkingFacts}</Typography.Paragraph>
          </Spin>
        ) : (
          <>
            {check.factsFailed ? <Alert type="info" showIcon message={gate.factsFailed} style={{ marginBottom: 8 }} /> : null}
            {errors.length > 0 ? (
              <Typography.Paragraph type="danger">{formatMessage(gate.blockedBody, { count: errors.length })}</Typography.Paragraph>
            ) : warnings.length > 0 ? (
              <Typography.Paragraph>{formatMessage(gate.warningsBody, { count: warnings.length })}</Typography.Paragraph>
            ) : (
              <Alert type="success" showIcon message={gate.passed} style={{ marginBottom: 8 }} />
            )}
            <div style={{ maxHeight: '40vh', overflowY: 'auto' }}>
              <ProblemGroups
                rows={rows}
                onOpen={(target) => {
                  onCancel();
                  openProblem(target);
                }}
              />
            </div>
            {errors.length === 0 && warnings.length > 0 ? (
              <Checkbox checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} style={{ margin: '8px 0' }}>
                {formatMessage(gate.acknowledge, { count: warnings.length })}
              </Checkbox>
            ) : null}
          </>
        )}
      </div>
      <Input.TextArea aria-label={messages.publishNote} placeholder={messages.publishNote} maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
    </Modal>
  );
}
