import { createContext } from 'react';
import type { InsureResultState } from './use-insure-result';

/** The insure result a page has already asked for, with the heading level its result block takes. */
export interface SharedInsureResult extends InsureResultState {
  /** 1 where the result's title is the page's heading (the result route), 2 under a page title. */
  readonly headingLevel: 1 | 2;
}

/**
 * Set by the result route, which polls the insure result itself (its title and its way to the order
 * follow the phase): the template's result block inside it shows that state instead of polling again.
 */
export const InsureResultContext = createContext<SharedInsureResult | undefined>(undefined);
