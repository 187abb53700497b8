import type { TemplateConfig } from '../../../../schema/template/template-config';
import { gateContext } from '../../../../shared/publish-gate/gate-context';
import type { GateFinding } from '../../../../shared/publish-gate/gate-finding';
import { serverImageRefs } from '../../../../shared/publish-gate/image-references';
import { runPublishGate } from '../../../../shared/publish-gate/run-publish-gate';
import type { Queryable } from '../../../db/database';
import { loadGateFacts } from './load-gate-facts';

/** The publish gate's findings on a template of the tenant, on the facts the server holds now. */
export async function gateTemplate(db: Queryable, tenant: string, templateId: string, template: TemplateConfig): Promise<GateFinding[]> {
  const facts = await loadGateFacts(db, tenant, { templateId, goodsId: template.goodsId, imageRefs: serverImageRefs(template) });
  return runPublishGate(template, gateContext(facts));
}
