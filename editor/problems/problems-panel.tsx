import { Badge, Card, Flex, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { codeRevealAtom } from '../code/code-reveal-atom';
import { codeSyntaxErrorAtom, type CodeSyntaxError } from '../code/code-syntax-error';
import { templateAtom } from '../document/document-atoms';
import { workspaceViewAtom } from '../workspace/workspace-view-atom';
import { selectionAtom } from '../document/selection-atom';
import { formatMessage } from '../i18n/message-catalogue';
import { PROBLEMS_MESSAGES } from '../i18n/messages/problems';
import { useMessages } from '../i18n/use-messages';
import { useTemplateProblems } from '../workspace/use-template-problems';
import { describeProblemPath } from './describe-problem-path';
import { focusFieldWhenRendered } from './focus-field-when-rendered';
import { locateProblem } from './locate-problem';
import { problemTarget } from './problem-target';
import { ProblemRow } from './problem-row';

type Messages = (typeof PROBLEMS_MESSAGES)['zh-CN'];

function syntaxMessage(error: CodeSyntaxError, messages: Messages): string {
  if (error.kind === 'notAnObject') return messages.notAnObject;
  if (error.line === undefined || error.column === undefined) return messages.syntaxError;
  return formatMessage(messages.syntaxErrorAt, { line: error.line, column: error.column });
}

/**
 * Every problem of the open template: the shared validator's (schema and template-level checks) and,
 * while the code view holds text that is not a template, its syntax error. A click leads to the place:
 * the page and module (and the property field) of a template problem, the line of a syntax error.
 */
export function ProblemsPanel() {
  const messages = useMessages(PROBLEMS_MESSAGES);
  const template = useAtomValue(templateAtom);
  const problems = useTemplateProblems();
  const syntaxError = useAtomValue(codeSyntaxErrorAtom);
  const select = useSetAtom(selectionAtom);
  const reveal = useSetAtom(codeRevealAtom);
  const setView = useSetAtom(workspaceViewAtom);

  const rows = useMemo(
    () =>
      problems.map((problem) => {
        const location = locateProblem(template, problem.path);
        return { problem, place: describeProblemPath(location, messages), target: problemTarget(location) };
      }),
    [template, problems, messages],
  );
  const count = rows.length + (syntaxError ? 1 : 0);

  return (
    <Card
      size="small"
      role="region"
      aria-label={messages.title}
      title={
        <Flex gap={8} align="center">
          <span>{messages.title}</span>
          <Badge count={count} showZero color={count === 0 ? 'green' : 'red'} overflowCount={999} data-testid="problem-count" />
        </Flex>
      }
      styles={{ body: { maxHeight: 220, overflowY: 'auto', padding: 4 } }}
    >
      {count === 0 ? (
        <Typography.Text type="secondary" style={{ padding: 8, display: 'block' }}>
          {messages.none}
        </Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {syntaxError ? (
            <ProblemRow
              tag={messages.codeView}
              message={syntaxMessage(syntaxError, messages)}
              place=""
              title={messages.locate}
              onOpen={() =>
                reveal(syntaxError.kind === 'syntax' ? { line: syntaxError.line ?? 1, column: syntaxError.column ?? 1 } : { line: 1, column: 1 })
              }
            />
          ) : null}
          {rows.map(({ problem, place, target }) => (
            <ProblemRow
              key={`${problem.path}\u0000${problem.message}`}
              message={problem.message}
              place={place}
              title={messages.locate}
              onOpen={() => {
                // The place is in the design view: leave the code view for it.
                setView('design');
                select((current) => ({ pageId: target.pageId ?? current.pageId, moduleId: target.moduleId }));
                focusFieldWhenRendered(target.fieldPointer);
              }}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
