import type { PageAction } from '../../../schema/entities/page-action';

/** `updateOrderNo`: the app merges the order number and its token into its order data. */
export function updateOrderNoAction(orderNo: string, encryptOrderNo: string): PageAction {
  return { pageAction: 'updateOrderNo', data: { orderNo, encryptOrderNo } };
}

/** `jumpToUrl`: the app navigates to the address. */
export function jumpToUrlAction(url: string): PageAction {
  return { pageAction: 'jumpToUrl', data: { url } };
}

/** `jumpToPage`: the app goes to the template page with that pageCode. */
export function jumpToPageAction(pageCode: string): PageAction {
  return { pageAction: 'jumpToPage', data: { pageCode } };
}

/** `alert`: the app shows the message. */
export function alertAction(message: string, title?: string): PageAction {
  return { pageAction: 'alert', data: title ? { title, message } : { message } };
}

/** `formSubmit`: the app posts a form with the fields to the address. */
export function formSubmitAction(url: string, formData: Readonly<Record<string, string>>): PageAction {
  return { pageAction: 'formSubmit', data: { url, formData } };
}

/** A successful reply carrying page actions, with a message when there is one to tell. */
export function pageActionReply(pageActionList: PageAction[], message?: string) {
  return { success: true, code: 0, ...(message ? { message } : {}), result: { pageActionList } };
}
