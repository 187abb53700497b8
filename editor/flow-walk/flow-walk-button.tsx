import { Button, Space, Tooltip, message } from 'antd';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { personaChoiceAtom } from '../canvas/preview-persona-atoms';
import { templateAtom } from '../document/document-atoms';
import { selectionAtom } from '../document/selection-atom';
import { formatMessage } from '../i18n/message-catalogue';
import { FLOW_WALK_MESSAGES } from '../i18n/messages/flow-walk';
import { useMessages } from '../i18n/use-messages';
import { flowWalkLinkAtom, flowWalkReportOpenAtom, flowWalkStateAtom } from './flow-walk-atoms';
import { FlowWalkReportDrawer } from './flow-walk-report';
import { runFlowWalk } from './run-flow-walk';
import { todayInShanghai } from '../../shared/dates/shanghai-today';
import { personaWalkRules } from '../../shared/flow-walk/persona-walk-rules';
import { planFlowWalk } from '../../shared/flow-walk/plan-flow-walk';

/**
 * The flow walk's command: walks the template's pages in the canvas's preview as the chosen persona
 * and opens the report; once walked, the report can be opened again.
 */
export function FlowWalkButton() {
  const messages = useMessages(FLOW_WALK_MESSAGES);
  const link = useAtomValue(flowWalkLinkAtom);
  const [state, setState] = useAtom(flowWalkStateAtom);
  const setOpen = useSetAtom(flowWalkReportOpenAtom);
  const select = useSetAtom(selectionAtom);
  const store = useStore();
  const running = state.status === 'running';

  async function run() {
    if (!link || running) return;
    const template = store.get(templateAtom);
    const { persona } = store.get(personaChoiceAtom);
    const plan = planFlowWalk(template, personaWalkRules(template, persona, todayInShanghai()));
    const port = link.port((pageIndex) => select({ pageId: template.pageList[pageIndex]!.id, moduleId: null }), template.pageList.map((page) => page.pageOrder));
    setOpen(false);
    setState({ status: 'running', pageIndex: undefined });
    try {
      const pages = await runFlowWalk(template, plan, port, (pageIndex) => setState({ status: 'running', pageIndex }));
      setState({ status: 'done', report: { template, persona, pages } });
      setOpen(true);
    } catch (error) {
      setState({ status: 'idle' });
      void message.error(formatMessage(messages.failedToRun, { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  const label = running ? (state.pageIndex === undefined ? messages.running : formatMessage(messages.runningPage, { n: state.pageIndex + 1 })) : messages.run;
  return (
    <Space.Compact>
      <Tooltip title={link ? undefined : messages.unavailable}>
        <Button type="primary" ghost loading={running} disabled={!link} onClick={() => void run()}>
          {label}
        </Button>
      </Tooltip>
      {state.status === 'done' ? <Button onClick={() => setOpen(true)}>{messages.report}</Button> : null}
      <FlowWalkReportDrawer />
    </Space.Compact>
  );
}
