import type { TemplateConfig } from '../../schema/template/template-config';
import { jumpToPageIndex } from '../pages/jump-to-page-index';
import { nextPageOrder } from '../pages/next-page-order';
import { shownByDefault, shownModulesOf, type ModuleShown } from './shown-modules';

/** What a control that leaves the page does. */
export type ForwardKind = 'next' | 'confirm' | 'jumpToPage' | 'jumpToUrl' | 'submit';

/** One control of a page that leads somewhere: a toolbar, or one of the bottom buttons. */
export interface PageForward {
  readonly moduleId: string;
  /** Which button of the module (0 for the toolbar's one). */
  readonly buttonIndex: number;
  readonly kind: ForwardKind;
  /** The text on the button. */
  readonly label: string;
  /** The page code a jump names ('' for none, and for every other kind). */
  readonly pageCode: string;
  /** JSON Pointer of the module, or of the button among its buttons. */
  readonly pointer: string;
  /**
   * The page it leads to (index in `pageList`): the next page in order, a jump's page, or after a
   * submission the result page. Undefined when it leads out of the template (an address) or nowhere.
   */
  readonly targetIndex: number | undefined;
  /** It should lead to a page of the template and no page answers (a jump's unknown code, a next page past the last). */
  readonly missingTarget: boolean;
}

interface Button {
  readonly text?: unknown;
  readonly action?: unknown;
  readonly pageCode?: unknown;
}

/** The page the buyer app shows for an address's page number: the one with that `pageOrder`. */
function indexOfOrder(template: TemplateConfig, order: number | undefined): number | undefined {
  if (order === undefined) return undefined;
  const index = template.pageList.findIndex((page) => page.pageOrder === order);
  return index < 0 ? undefined : index;
}

/** Where a submitted order brings the buyer back: the first result page after this one, else the next page. */
function resultIndex(template: TemplateConfig, pageIndex: number): number | undefined {
  const after = template.pageList.findIndex((page, index) => index > pageIndex && page.moduleList.some((module) => module.component === 'insureResult'));
  return after >= 0 ? after : indexOfOrder(template, nextPageOrder(template.pageList[pageIndex]!.pageOrder));
}

function forward(template: TemplateConfig, pageIndex: number, kind: ForwardKind, pageCode: string): Pick<PageForward, 'targetIndex' | 'missingTarget'> {
  const page = template.pageList[pageIndex]!;
  switch (kind) {
    case 'next':
    case 'confirm': {
      const targetIndex = indexOfOrder(template, nextPageOrder(page.pageOrder));
      return { targetIndex, missingTarget: targetIndex === undefined };
    }
    case 'jumpToPage': {
      // As the buyer app goes: the code's position in the list is the page number it opens.
      const targetIndex = pageCode === '' ? undefined : indexOfOrder(template, jumpToPageIndex(template, pageCode));
      return { targetIndex, missingTarget: targetIndex === undefined };
    }
    case 'submit':
      return { targetIndex: resultIndex(template, pageIndex), missingTarget: false };
    case 'jumpToUrl':
      return { targetIndex: undefined, missingTarget: false };
  }
}

/** The actions a bottom button or the toolbar may name; anything else leads nowhere. */
const KINDS: ReadonlySet<string> = new Set<ForwardKind>(['next', 'confirm', 'jumpToPage', 'jumpToUrl', 'submit']);

/**
 * The controls of a page, as shown to the persona, that take the buyer elsewhere: the toolbar (next,
 * or confirm, which submits the order) and each bottom button, with the page each leads to.
 */
export function pageForwards(template: TemplateConfig, pageIndex: number, shown: ModuleShown = shownByDefault): PageForward[] {
  return shownModulesOf(template, pageIndex, shown).flatMap((visit): PageForward[] => {
    const { module } = visit;
    if (module.component === 'toolbar') {
      const kind: ForwardKind = module.attrs.action === 'confirm' ? 'submit' : 'next';
      const label = typeof module.attrs.buttonText === 'string' ? module.attrs.buttonText : '';
      return [{ moduleId: module.id, buttonIndex: 0, kind, label, pageCode: '', pointer: visit.path, ...forward(template, pageIndex, kind, '') }];
    }
    if (module.component !== 'bottomButtons' || !Array.isArray(module.attrs.buttons)) return [];
    return (module.attrs.buttons as Button[]).flatMap((button, buttonIndex): PageForward[] => {
      if (typeof button !== 'object' || button === null || typeof button.action !== 'string' || !KINDS.has(button.action)) return [];
      const kind = button.action as ForwardKind;
      const pageCode = kind === 'jumpToPage' && typeof button.pageCode === 'string' ? button.pageCode.trim() : '';
      const label = typeof button.text === 'string' ? button.text : '';
      return [{ moduleId: module.id, buttonIndex, kind, label, pageCode, pointer: `${visit.path}/attrs/buttons/${buttonIndex}`, ...forward(template, pageIndex, kind, pageCode) }];
    });
  });
}
