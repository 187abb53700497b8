import { Badge, Card, Flex, theme, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { Heading } from '../app/heading';
import { codeRevealAtom } from '../code/code-reveal-atom';
import { codeSyntaxErrorAtom, type CodeSyntaxError } from '../code/code-syntax-error';
import { templateAtom } from '../document/document-atoms';
import { formatMessage } from '../i18n/message-catalogue';
import { PROBLEMS_MESSAGES } from '../i18n/messages/problems';
import { useMessages } from '../i18n/use-messages';
import { useTemplateProblems } from '../workspace/use-template-problems';
import { ProblemGroups } from './problem-groups';
import { ProblemRow } from './problem-row';
import { useGateFactsSync } from './use-gate-facts-sync';
import { useGateFindings } from './use-gate-findings';
import { useOpenProblem } from './use-open-problem';
import { useProblemRows } from './use-problem-rows';

type Messages = (typeof PROBLEMS_MESSAGES)['zh-CN'];

function syntaxMessage(error: CodeSyntaxError, messages: Messages): string {
  if (error.kind === 'notAnObject') return messages.notAnObject;
  if (error.line === undefined || error.column === undefined) return messages.syntaxError;
  return formatMessage(messages.syntaxErrorAt, { line: error.line, column: error.column });
}

/**
 * Every problem of the open template, errors then warnings: the shared validator's (schema and
 * template-level checks), the publish gate's (the same rules the server publishes by, on the facts it
 * gave), and while the code view holds text that is not a template, its syntax error. A click leads to
 * the place: the page and module (and the property field) of a template problem, the line of a syntax
 * error.
 */
export function ProblemsPanel() {
  const messages = useMessages(PROBLEMS_MESSAGES);
  const template = useAtomValue(templateAtom);
  useGateFactsSync();
  const schemaProblems = useTemplateProblems();
  const findings = useGateFindings();
  const problems = useMemo(() => [...schemaProblems, ...findings], [schemaProblems, findings]);
  const rows = useProblemRows(template, problems);
  const syntaxError = useAtomValue(codeSyntaxErrorAtom);
  const reveal = useSetAtom(codeRevealAtom);
  const open = useOpenProblem();
  const errors = rows.filter((row) => row.severity === 'error').length + (syntaxError ? 1 : 0);
  const count = rows.length + (syntaxError ? 1 : 0);
  // The theme's status colours, dark enough for the white count (antd's green and orange are not).
  const { token } = theme.useToken();

  return (
    <Card
      size="small"
      role="region"
      aria-label={messages.title}
      title={
        <Flex gap={8} align="center">
          <Heading level={2} look="inherit">{messages.title}</Heading>
          <Badge count={count} showZero color={count === 0 ? token.colorSuccess : errors === 0 ? token.colorWarning : token.colorError} overflowCount={999} data-testid="problem-count" />
        </Flex>
      }
      styles={{ body: { maxHeight: 220, overflowY: 'auto', padding: 4 } }}
    >
      {count === 0 ? (
        <Typography.Text type="secondary" style={{ padding: 8, display: 'block' }}>
          {messages.none}
        </Typography.Text>
      ) : (
        <ProblemGroups
          rows={rows}
          onOpen={open}
          before={
            syntaxError ? (
              <ProblemRow
                tag={messages.codeView}
                message={syntaxMessage(syntaxError, messages)}
                place=""
                title={messages.locate}
                onOpen={() =>
                  reveal(syntaxError.kind === 'syntax' ? { line: syntaxError.line ?? 1, column: syntaxError.column ?? 1 } : { line: 1, column: 1 })
                }
              />
            ) : undefined
          }
        />
      )}
    </Card>
  );
}
