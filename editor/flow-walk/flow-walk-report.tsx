import { Alert, Button, Card, Drawer, Flex, Image, Tag, Typography } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import type { PreviewPersona } from '../../schema/preview/preview-persona';
import { editorLocaleAtom } from '../i18n/editor-locale';
import { formatMessage } from '../i18n/message-catalogue';
import { FLOW_WALK_MESSAGES } from '../i18n/messages/flow-walk';
import { PROBLEMS_MESSAGES } from '../i18n/messages/problems';
import { useMessages } from '../i18n/use-messages';
import { describeProblemPath } from '../problems/describe-problem-path';
import { locateProblem } from '../problems/locate-problem';
import { problemTarget } from '../problems/problem-target';
import { useOpenProblem } from '../problems/use-open-problem';
import { flowWalkReportOpenAtom, flowWalkStateAtom, type FlowWalkReport } from './flow-walk-atoms';
import { findingText } from './finding-text';
import type { PageWalkResult, PageWalkStatus } from './run-flow-walk';

type Messages = (typeof FLOW_WALK_MESSAGES)['en-US'];

const STATUS_COLOURS: Readonly<Record<PageWalkStatus, string>> = { passed: 'success', failed: 'error', unreached: 'default' };

function personaLine(persona: PreviewPersona, messages: Messages): string {
  return formatMessage(messages.persona, {
    age: persona.insuredAge,
    gender: persona.gender === 'M' ? messages.male : messages.female,
    platform: persona.platform === 'wechat' ? messages.wechat : messages.browser,
  });
}

function PageNotes({ page, messages }: { page: PageWalkResult; messages: Messages }): ReactNode {
  const notes = [
    ...page.standIns.map((standIn) => messages[`standIn${standIn}`]),
    ...(page.submitStoodIn ? [messages.submitStoodIn] : []),
  ];
  return notes.map((note) => (
    <Typography.Text key={note} type="secondary" style={{ display: 'block', fontSize: 12 }}>
      {note}
    </Typography.Text>
  ));
}

/** One page of the report: its status, what the walk found there (each leads to its place), its picture. */
function PageCard({ report, page, onLocate }: { report: FlowWalkReport; page: PageWalkResult; onLocate: (pointer: string) => void }) {
  const messages = useMessages(FLOW_WALK_MESSAGES);
  const problemWords = useMessages(PROBLEMS_MESSAGES);
  const locale = useAtomValue(editorLocaleAtom);
  const templatePage = report.template.pageList[page.pageIndex]!;
  const title = formatMessage(messages.page, { n: page.pageIndex + 1, label: templatePage.label });
  return (
    <Card size="small" role="region" aria-label={title} data-walk-status={page.status} title={title} extra={<Tag color={STATUS_COLOURS[page.status]}>{messages[page.status]}</Tag>}>
      <Flex gap={12} align="flex-start">
        <div style={{ flex: 1, minWidth: 0 }}>
          {page.findings.length > 0 ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {page.findings.map((finding, index) => (
                <li key={`${finding.pointer}-${index}`}>
                  <Button
                    type="text"
                    block
                    title={messages.locate}
                    onClick={() => onLocate(finding.pointer)}
                    style={{ height: 'auto', justifyContent: 'flex-start', textAlign: 'left', whiteSpace: 'normal', padding: '4px 8px' }}
                  >
                    <Flex vertical gap={2}>
                      <Typography.Text type="danger">{findingText(finding, messages, locale)}</Typography.Text>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {describeProblemPath(locateProblem(report.template, finding.pointer), problemWords, locale)}
                      </Typography.Text>
                    </Flex>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <PageNotes page={page} messages={messages} />
        </div>
        {page.screenshot ? (
          <Image src={page.screenshot} alt={formatMessage(messages.screenshot, { n: page.pageIndex + 1 })} width={120} style={{ border: '1px solid #f0f0f0', borderRadius: 4 }} />
        ) : (
          <Typography.Text type="secondary" style={{ width: 120, fontSize: 12 }}>
            {messages.noScreenshot}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}

/**
 * The flow walk's report in a drawer: a summary, the persona walked as, then one card per page in
 * flow order with its status, its findings (a click selects the module or field at fault, in the
 * design view) and the page as the persona saw it.
 */
export function FlowWalkReportDrawer() {
  const messages = useMessages(FLOW_WALK_MESSAGES);
  const state = useAtomValue(flowWalkStateAtom);
  const [open, setOpen] = useAtom(flowWalkReportOpenAtom);
  const openProblem = useOpenProblem();
  const report = state.status === 'done' ? state.report : undefined;
  const failed = report?.pages.filter((page) => page.status === 'failed').length ?? 0;
  const unreached = report?.pages.filter((page) => page.status === 'unreached').length ?? 0;

  const locate = (pointer: string) => {
    if (!report) return;
    setOpen(false);
    openProblem(problemTarget(locateProblem(report.template, pointer)));
  };

  return (
    <Drawer title={messages.title} open={open && report !== undefined} onClose={() => setOpen(false)} width={600}>
      {report ? (
        <Flex vertical gap={12}>
          <Alert
            type={failed === 0 && unreached === 0 ? 'success' : 'error'}
            showIcon
            message={
              failed === 0 && unreached === 0
                ? formatMessage(messages.summaryPassed, { total: report.pages.length })
                : [
                    ...(failed > 0 ? [formatMessage(messages.summaryFailed, { failed, total: report.pages.length })] : []),
                    ...(unreached > 0 ? [formatMessage(messages.summaryUnreached, { unreached })] : []),
                  ].join(messages.summarySeparator)
            }
            description={personaLine(report.persona, messages)}
          />
          {report.pages.map((page) => (
            <div key={page.pageId}>
              {!page.reached ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {messages.unreachedNote}
                </Typography.Text>
              ) : null}
              <PageCard report={report} page={page} onLocate={locate} />
            </div>
          ))}
        </Flex>
      ) : null}
    </Drawer>
  );
}
