/**
 * The attribute that marks an element's text as personal: a sales-process recording keeps none of its
 * digits (recording-masks.ts). In a module of its own, so a block that marks its rows pulls in nothing of
 * the masking.
 */
export const PERSONAL_ATTRIBUTE = 'data-personal';
