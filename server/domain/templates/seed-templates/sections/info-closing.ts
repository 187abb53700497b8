import type { AttrsOf } from '../../../../../schema/catalogue';
import type { Module } from '../../../../../schema/template/module';
import { catalogueModule } from '../catalogue-module';
import { clauseAgreement, smsCode, toolbar } from '../shared-modules';

/**
 * The end of every information page: clause agreement, SMS code, the premium summary when
 * `premiumSummary` attrs are given, and the `下一步` toolbar.
 */
export function infoClosing(premiumSummary?: Partial<AttrsOf<'premiumSummary'>>): Module[] {
  return [
    clauseAgreement('info-clause-agreement'),
    smsCode('info-sms-code'),
    ...(premiumSummary ? [catalogueModule('premiumSummary', 'info-premium-summary', '保费明细', premiumSummary)] : []),
    toolbar('info-toolbar', 'next', '下一步'),
  ];
}
