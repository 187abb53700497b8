import { Button, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { ProblemSeverity } from '../../schema/validate/problem';

export interface ProblemRowProps {
  readonly message: string;
  /** Where, as the operator reads it (`第2页 › 模块「投保人信息」 › attrs.title`). */
  readonly place: string;
  /** A short tag before the message: the code view for a syntax error, else none. */
  readonly tag?: string;
  readonly title: string;
  /** A warning reads in the warning colour; everything else is an error. */
  readonly severity?: ProblemSeverity;
  /** The publish gate rule that found it, for tests and tooltips. */
  readonly rule?: string;
  readonly onOpen: () => void;
}

/** One problem of the list: what is wrong and where, as one button that leads to it. */
export function ProblemRow({ message, place, tag, title, severity = 'error', rule, onOpen }: ProblemRowProps): ReactNode {
  return (
    <li data-severity={severity} {...(rule ? { 'data-rule': rule } : {})}>
      <Button
        type="text"
        block
        title={title}
        onClick={onOpen}
        style={{ height: 'auto', justifyContent: 'flex-start', textAlign: 'left', whiteSpace: 'normal', padding: '4px 8px' }}
      >
        <Flex gap={8} align="baseline" wrap>
          {tag === undefined ? null : <Tag color={severity === 'warning' ? 'orange' : 'red'}>{tag}</Tag>}
          <Typography.Text type={severity === 'warning' ? 'warning' : 'danger'}>{message}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="problem-place">
            {place}
          </Typography.Text>
        </Flex>
      </Button>
    </li>
  );
}
