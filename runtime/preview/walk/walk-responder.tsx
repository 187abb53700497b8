import { useAtom, useSetAtom, useStore } from 'jotai';
import { useContext, useEffect, useRef } from 'react';
import type { WalkPageReport } from '../../../schema/preview/preview-walk';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { walkPeople } from '../../../shared/flow-walk/walk-people';
import { isCompanyHolder } from '../../../shared/pages/is-company-holder';
import { useRuntime } from '../../app/runtime-context';
import { usePageCheck } from '../../blocks/layout/use-page-check';
import { previewPersonaAtom } from '../../state/preview-atoms';
import { usePage } from '../../template/page-context';
import { PersonaRevisionContext } from './persona-revision';
import { runWalkStep } from './run-walk-step';
import { walkRequestAtom } from './walk-request-atom';

/** The page order the address shows, as the preview reads it. */
function addressPageOrder(): number {
  const order = Number(new URLSearchParams(window.location.search).get('page') ?? 1);
  return Number.isInteger(order) && order > 0 ? order : 1;
}

/**
 * Takes the flow walk's steps on the page the preview shows (rendered inside the page, where its form
 * and check are): a step that restarts the buyer first starts the persona afresh and leaves the step
 * to the page mounted anew; a step for another page waits until the preview shows that page.
 */
export function WalkResponder({ onReport }: { onReport: (report: WalkPageReport) => void }) {
  const { template, page, pageIndex, form } = usePage();
  const { api, query } = useRuntime();
  const store = useStore();
  const checkPage = usePageCheck();
  const revision = useContext(PersonaRevisionContext);
  const [state, setState] = useAtom(walkRequestAtom);
  const setPersona = useSetAtom(previewPersonaAtom);
  const latest = useRef({ checkPage, onReport });
  latest.current = { checkPage, onReport };

  useEffect(() => {
    if (!state || state.taken) return;
    const { request } = state;
    const persona = store.get(previewPersonaAtom);
    if (request.restart && state.restartedFrom === undefined && persona) {
      setState({ ...state, restartedFrom: revision });
      // The same persona as a new object: the preview starts its buyer afresh (see usePreviewPersona).
      setPersona({ ...persona });
      return;
    }
    if (state.restartedFrom !== undefined && revision <= state.restartedFrom) return;
    if (page.pageOrder !== request.pageOrder) return;
    setState({ ...state, taken: true });
    // A module with a display rule may rightly be absent.
    const moduleIds = page.moduleList.filter((module) => !('visibleOn' in module)).map((module) => module.id);
    void runWalkStep(request, {
      form,
      store,
      api,
      goodsId: query.params.goodsId ?? template.goodsId,
      template,
      pageIndex,
      people: walkPeople(persona ?? { insuredAge: 30, gender: 'M' }, todayInShanghai()),
      companyHolder: isCompanyHolder(template),
      today: todayInShanghai(),
      checkPage: () => latest.current.checkPage(),
      currentPageOrder: addressPageOrder,
      pageBuilt: () => moduleIds.every((id) => document.querySelector(`[data-module-id="${CSS.escape(id)}"]`) !== null) && document.querySelector('main .adm-skeleton') === null,
    }).then((report) => latest.current.onReport(report));
  }, [state, setState, setPersona, store, revision, page, pageIndex, form, api, query.params.goodsId, template]);

  return null;
}
