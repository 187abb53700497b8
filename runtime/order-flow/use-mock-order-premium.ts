import { mockOrderPremium } from '../../shared/premium/mock-order-premium';
import { useRuntime } from '../app/runtime-context';
import { useChosenPackages } from './use-chosen-packages';

/**
 * In simulate mode (QA's mode=simulate), what the simulated order will be charged, fen: 100 yuan for
 * each liability chosen, the figure the server prices the mock order at (see mockOrderPremium);
 * undefined in every other mode.
 *
 * Only what describes the order itself uses it: the confirmation's premium rows and amount to pay, the
 * bar's amount beside 确认并支付 (then the cashier, the result and the order detail show the server's
 * copy of the same figure). Page 1 and the other premium displays keep the real trial premium in
 * simulate mode too: there the buyer previews the real product and its real price, and only the order
 * that simulates buying it is charged the fixed amount.
 */
export function useMockOrderPremium(): number | undefined {
  const { query } = useRuntime();
  const { packages } = useChosenPackages();
  return query.mode === 'simulate' ? mockOrderPremium(packages) : undefined;
}
