import { PAGE_ACTIONS, type KnownPageAction } from '../../schema/entities/page-action-names';
import type { PageAction } from '../../schema/entities/page-action';
import { assertNever } from '../assert-never';
import { FLOW_MESSAGES } from '../messages/flow';
import { isNavigableUrl, readField, readFormData, readText } from './action-data';
import type { PageEffect } from './page-effect';

function isKnownPageAction(action: string): action is KnownPageAction {
  return (PAGE_ACTIONS as readonly string[]).includes(action);
}

function invalid(action: KnownPageAction): PageEffect {
  return { kind: 'warn', message: `${FLOW_MESSAGES.invalidPageActionData}${action}` };
}

function interpretKnown(action: KnownPageAction, data: unknown): PageEffect {
  switch (action) {
    case 'updateOrderNo': {
      const orderNo = readText(data, ['orderNo']);
      if (orderNo === undefined) return invalid(action);
      const encryptOrderNo = readField(data, 'encryptOrderNo');
      return encryptOrderNo === undefined ? { kind: 'mergeOrderNo', orderNo } : { kind: 'mergeOrderNo', orderNo, encryptOrderNo };
    }
    case 'alert': {
      const message = readText(data, ['message', 'msg', 'content']);
      if (message === undefined) return invalid(action);
      const title = readField(data, 'title');
      return title === undefined ? { kind: 'showAlert', message } : { kind: 'showAlert', message, title };
    }
    case 'jumpToUrl': {
      const url = readText(data, ['url', 'jumpUrl']);
      return url !== undefined && isNavigableUrl(url) ? { kind: 'navigate', url: url.trim() } : invalid(action);
    }
    case 'formSubmit': {
      const url = readField(data, 'url');
      const formData = readFormData(data);
      return url !== undefined && isNavigableUrl(url) && formData !== undefined
        ? { kind: 'postForm', url: url.trim(), formData }
        : invalid(action);
    }
    case 'jumpToPage': {
      const pageCode = readText(data, ['pageCode']);
      return pageCode === undefined ? invalid(action) : { kind: 'jumpToPage', pageCode };
    }
    case 'none':
      return { kind: 'warn', message: FLOW_MESSAGES.noPageAction };
    default:
      return assertNever(action, 'page action');
  }
}

/**
 * Turns the `pageActionList` of nextStep or submit into the ordered effects the app carries out
 * (spec section 4). Unsupported actions and unusable data become warnings instead of failing the list.
 */
export function interpretPageActions(list: readonly PageAction[] | null | undefined): PageEffect[] {
  return (list ?? []).map(({ pageAction, data }) =>
    isKnownPageAction(pageAction)
      ? interpretKnown(pageAction, data)
      : { kind: 'warn', message: `${FLOW_MESSAGES.unsupportedPageAction}${pageAction}` },
  );
}
