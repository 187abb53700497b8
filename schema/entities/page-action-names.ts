// Without TypeBox: the buyer app reads these names at run time.

/** The page actions the buyer app knows how to carry out (spec section 4, nextStep and button actions). */
export const PAGE_ACTIONS = ['updateOrderNo', 'alert', 'jumpToUrl', 'formSubmit', 'jumpToPage', 'none'] as const;

export type KnownPageAction = (typeof PAGE_ACTIONS)[number];
