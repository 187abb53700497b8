/** Session storage keys of the flow's state (spec section 4, persistence). */
export const STORAGE_KEYS = {
  /** Form values of the order: holder, insureds, beneficiaries, trial elements. */
  orderData: 'ORDER_DATA',
  /** The premium trial request as last sent. */
  trialData: 'TRIAL_DATA',
  /** The premium trial result. */
  trialResult: 'TRIAL_RET',
  /** Flow flags: highest page reached, clause agreed, open renewal, order number. */
  state: 'STATE',
  /** Uploaded files: ID photos, photo, signatures. */
  files: 'FILES',
  /** Handwritten signatures beside their images in FILES: the strokes they were drawn from. */
  signatures: 'FILES_SIGNATURES',
  /** Set once the tab has written the order itself (after a submission): the next order load is skipped, and the flag cleared. */
  orderLoadDisabledOnce: 'ORDER_LOAD_DISABLED_ONCE',
  /** Prefix of the health notice keys, one per person: HN_holder, HN_insured_0, ... */
  healthNoticePrefix: 'HN_',
} as const;
