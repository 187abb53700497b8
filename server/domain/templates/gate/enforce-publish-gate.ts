import type { AcknowledgedWarning } from '../../../../schema/api/editor/editor-gate-facts';
import type { TemplateConfig } from '../../../../schema/template/template-config';
import { unacknowledgedWarnings } from '../../../../shared/publish-gate/acknowledged-warnings';
import type { GateFinding } from '../../../../shared/publish-gate/gate-finding';
import type { Queryable } from '../../../db/database';
import { TemplateInvalidError } from '../template-errors';
import { gateTemplate } from './gate-template';

/**
 * Holds a publication to the publish gate: any error refuses it (422 with every finding, warnings
 * included, so the publisher sees all at once); so does a warning the publisher did not acknowledge.
 * `acknowledged` is null for a rollback, which restores content published before and is not held up
 * by warnings. Resolves the warnings the publication goes out with, for the audit log.
 */
export async function enforcePublishGate(
  tx: Queryable,
  tenant: string,
  templateId: string,
  template: TemplateConfig,
  acknowledged: readonly AcknowledgedWarning[] | null,
): Promise<GateFinding[]> {
  const findings = await gateTemplate(tx, tenant, templateId, template);
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warning');
  if (errors.length > 0) {
    const counts = warnings.length > 0 ? `${errors.length} 个错误、${warnings.length} 个警告` : `${errors.length} 个错误`;
    throw new TemplateInvalidError(findings, `模板校验未通过：发布检查发现 ${counts}`);
  }
  const pending = acknowledged === null ? [] : unacknowledgedWarnings(findings, acknowledged);
  if (pending.length > 0) throw new TemplateInvalidError(pending, `还有 ${pending.length} 个警告未确认，请确认后再发布`);
  return warnings;
}
