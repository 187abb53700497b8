import { Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ProblemSeverity } from '../../schema/validate/problem';
import { formatMessage } from '../i18n/message-catalogue';
import { PROBLEMS_MESSAGES } from '../i18n/messages/problems';
import { PUBLISH_GATE_MESSAGES } from '../i18n/messages/publish-gate';
import { useMessages } from '../i18n/use-messages';
import type { ProblemTarget } from './problem-target';
import { ProblemRow } from './problem-row';
import type { ProblemRowModel } from './use-problem-rows';

interface ProblemGroupsProps {
  readonly rows: readonly ProblemRowModel[];
  readonly onOpen: (target: ProblemTarget) => void;
  /** Rows shown above the errors (the code view's syntax error). */
  readonly before?: ReactNode;
}

interface GroupProps {
  readonly severity: ProblemSeverity;
  readonly title: string;
  readonly rows: readonly ProblemRowModel[];
  readonly onOpen: (target: ProblemTarget) => void;
  readonly before?: ReactNode;
}

function Group({ severity, title, rows, onOpen, before }: GroupProps) {
  const messages = useMessages(PROBLEMS_MESSAGES);
  return (
    // A group, not a landmark: the problems panel and the publish dialog both list them.
    <div role="group" aria-label={title} data-testid={`problem-group-${severity}`}>
      <Typography.Text strong style={{ display: 'block', padding: '4px 8px 0' }}>
        {title}
      </Typography.Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {before}
        {rows.map((row) => (
          <ProblemRow key={row.key} message={row.text} place={row.place} severity={row.severity} rule={row.problem.rule} title={messages.locate} onOpen={() => onOpen(row.target)} />
        ))}
      </ul>
    </div>
  );
}

/** Problems grouped as the publisher weighs them: errors (which stop publication), then warnings. */
export function ProblemGroups({ rows, onOpen, before }: ProblemGroupsProps) {
  const messages = useMessages(PUBLISH_GATE_MESSAGES);
  const errors = rows.filter((row) => row.severity === 'error');
  const warnings = rows.filter((row) => row.severity === 'warning');
  const errorCount = errors.length + (before ? 1 : 0);
  return (
    <>
      {errorCount > 0 ? <Group severity="error" title={formatMessage(messages.errors, { count: errorCount })} rows={errors} onOpen={onOpen} before={before} /> : null}
      {warnings.length > 0 ? <Group severity="warning" title={formatMessage(messages.warnings, { count: warnings.length })} rows={warnings} onOpen={onOpen} /> : null}
    </>
  );
}
