/**
 * What the buyer app must do for one page action, in order. Pure data: the runtime carries it out.
 */
export type PageEffect =
  /** Merge the order number (and its encrypted form, when sent) into the stored order data. */
  | { readonly kind: 'mergeOrderNo'; readonly orderNo: string; readonly encryptOrderNo?: string }
  /** Show the server's message in a dialog. */
  | { readonly kind: 'showAlert'; readonly message: string; readonly title?: string }
  /** Leave for another address (payment gateway, result page, ...). */
  | { readonly kind: 'navigate'; readonly url: string }
  /** POST a form to `url` (a payment gateway that wants a form, not a redirect). */
  | { readonly kind: 'postForm'; readonly url: string; readonly formData: Readonly<Record<string, string>> }
  /** Go to the template page carrying this page code. */
  | { readonly kind: 'jumpToPage'; readonly pageCode: string }
  /** Nothing to do but tell: `none`, an unsupported action, or a known action with unusable data. */
  | { readonly kind: 'warn'; readonly message: string };

export type PageEffectKind = PageEffect['kind'];
