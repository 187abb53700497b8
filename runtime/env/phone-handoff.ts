import type { TemplateConfig } from '../../schema/template/template-config';
import type { FlowMode } from '../../shared/pages/flow-mode';
import type { RuntimeEnvironment } from './runtime-environment';

/** What decides whether page 1 asks the buyer to continue on a phone. */
export interface PhoneHandoffFacts {
  readonly environment: RuntimeEnvironment;
  readonly mode: FlowMode;
  readonly insuranceCategory: TemplateConfig['insuranceCategory'];
  /** The page's position in the template's page list, 0 for page 1. */
  readonly pageIndex: number;
}

/** Product lines whose purchase goes on in WeChat on a phone (signing, payment, health notice). */
const PHONE_LINES: ReadonlySet<TemplateConfig['insuranceCategory']> = new Set(['lifeInsurance', 'healthInsurance']);

/**
 * Whether page 1 shows the hint to scan a QR code with WeChat and go on on the phone (spec section 1).
 * The condition, which the spec leaves open: a live purchase of life or health insurance opened in a
 * plain browser on a desktop computer. Phones and tablets are held by the buyer already; WeChat, a
 * mini-program and the insurer's app are where the purchase should be; the editor's preview and the
 * simulate and template modes are staff at a desk, whom the hint would only get in the way of.
 */
export function showsPhoneHandoff({ environment, mode, insuranceCategory, pageIndex }: PhoneHandoffFacts): boolean {
  return mode === 'live' && pageIndex === 0 && PHONE_LINES.has(insuranceCategory) && environment.channel === 'browser' && environment.device === 'desktop';
}
