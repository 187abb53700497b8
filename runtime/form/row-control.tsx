import { createContext, useContext } from 'react';

/** What a person module (holder, insured) tells its rows, keyed by the row's form key. */
export interface RowControl {
  /** Rows not shown (an insured who is the holder does not repeat the holder's fields). */
  readonly hidden: ReadonlySet<string>;
  /** Rows shown but locked (birthday and gender derived from an ID card number). */
  readonly locked: ReadonlySet<string>;
  /** Rows required under anti-money-laundering once the total premium reaches the threshold. */
  readonly aml: ReadonlySet<string>;
  readonly totalPremiumFen?: number | undefined;
  /** Certificate types the module allows; a certificate-type select offers only these. */
  readonly allowedCertTypes?: readonly string[] | undefined;
  /** Occupation categories the module allows; an occupation picker offers only these. */
  readonly allowedOccupationCategories?: readonly number[] | undefined;
  /**
   * The module's own check of a row beyond the row's rules (the holder's minimum age), run after them:
   * the row's key, its value and the values of the module's form; undefined when it passes.
   */
  readonly check?: RowCheck | undefined;
}

/** A person module's check of one of its rows: an error in Chinese, or undefined. */
export type RowCheck = (key: string, value: unknown, values: Readonly<Record<string, unknown>>) => string | undefined;

const EMPTY: RowControl = { hidden: new Set(), locked: new Set(), aml: new Set() };

export const RowControlContext = createContext<RowControl>(EMPTY);

/** The person module's control over the rows inside it; no control outside one. */
export function useRowControl(): RowControl {
  return useContext(RowControlContext);
}
