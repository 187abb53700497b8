import type { useStore } from 'jotai';
import type { FormInstance } from 'antd-mobile/es/components/form';
import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import type { WalkStandIn } from '../../../schema/preview/preview-walk';
import { walkModules } from '../../../schema/template/walk-modules';
import { SMS_CODE_LENGTH } from '../../../shared/constants';
import { formKeyPath, type FieldPath } from '../../../shared/flow-walk/form-key-path';
import { walkRowValues, type WalkValueSpec } from '../../../shared/flow-walk/walk-row-values';
import { residentIdNumber, type WalkPeople } from '../../../shared/flow-walk/walk-people';
import type { ApiClient } from '../../api/api-client';
import { dateBounds } from '../../form/date-bounds';
import { healthNoticeAtom, agentDeclarationAtom } from '../../health/health-notice-atoms';
import { insuredKey } from '../../health/person-key';
import { smsVerifiedAtom, verifiedKey } from '../../order-flow/sms-verified-atom';
import { signatureSlot } from '../../order-flow/upload-image';
import { filesAtom, flowStateAtom, orderFormAtom, signaturesAtom } from '../../state/flow-atoms';
import { sampleSignature } from './sample-signature';
import { firstRegionPath, safestOccupation } from './tree-choice';
import { waitForQuiet } from './wait-for-quiet';
import { DESIGNATED_TYPE_VALUE } from '../../form/beneficiary-entries';

type Store = ReturnType<typeof useStore>;

/** What filling a page needs: the page's form and the app's store, the API (reads only), whom the persona is. */
export interface WalkFillContext {
  readonly form: FormInstance;
  readonly store: Store;
  readonly api: ApiClient;
  readonly goodsId: string | undefined;
  readonly template: TemplateConfig;
  readonly pageIndex: number;
  readonly people: WalkPeople;
  readonly companyHolder: boolean;
  /** Today in Asia/Shanghai. */
  readonly today: string;
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** The modules of the page, depth-first, that a buyer is shown (`isDefault: false` drops one with what it holds). */
function pageModules(context: WalkFillContext): Module[] {
  const dropped = new Set<string>();
  return [...walkModules(context.template)].flatMap((visit) => {
    if (visit.pageIndex !== context.pageIndex) return [];
    if (visit.module.isDefault === false || (visit.parent && dropped.has(visit.parent.path))) {
      dropped.add(visit.path);
      return [];
    }
    return [visit.module];
  });
}

/** Writes form values as the buyer app's code does (see useSetFields): the form, then its kept copy. */
function write(context: WalkFillContext, entries: readonly (readonly [FieldPath, unknown])[]): void {
  if (entries.length === 0) return;
  for (const [path, value] of entries) context.form.setFieldValue([...path], value);
  context.store.set(orderFormAtom, (previous) => ({ ...previous, ...(context.form.getFieldsValue(true) as Record<string, unknown>) }));
}

async function regionPath(context: WalkFillContext, columns: number): Promise<string[] | undefined> {
  const reply = await context.api.call('queryRegionTree', context.goodsId ? { goodsId: context.goodsId } : {}).catch(() => undefined);
  const path = firstRegionPath(reply?.result ?? [], columns);
  return path.length > 0 ? path : undefined;
}

/** Resolves a row's sample: a date moved into the row's bounds, the first region, the safest occupation (with its name and category beside it). */
async function resolve(context: WalkFillContext, module: Module, path: FieldPath, spec: WalkValueSpec, allowed: readonly number[] | undefined): Promise<(readonly [FieldPath, unknown])[]> {
  switch (spec.kind) {
    case 'value':
      return [[path, spec.value]];
    case 'date': {
      const bounds = dateBounds(module.attrs as Parameters<typeof dateBounds>[0], context.today);
      const date = spec.preferred < bounds.min ? bounds.min : spec.preferred > bounds.max ? bounds.max : spec.preferred;
      return [[path, date]];
    }
    case 'tree': {
      if (spec.source === 'region') {
        const codes = await regionPath(context, typeof module.attrs.columns === 'number' ? module.attrs.columns : 3);
        return codes ? [[path, codes]] : [];
      }
      const reply = await context.api.call('queryOccupationTree', { goodsId: context.goodsId ?? '' }).catch(() => undefined);
      const rowAllowed = Array.isArray(module.attrs.allowedOccupationCategories) ? (module.attrs.allowedOccupationCategories as number[]) : allowed;
      const leaf = safestOccupation(reply?.result ?? [], rowAllowed);
      if (!leaf) return [];
      const scope = path.slice(0, -1);
      return [[[...scope, 'occupationName'], leaf.name], [[...scope, 'occupationCategory'], leaf.occupationCategory], [path, leaf.code]];
    }
  }
}

/** The occupation categories the form module around a row allows (the insured module's `occupationCategories` and the like). */
function allowedCategories(context: WalkFillContext, moduleId: string): readonly number[] | undefined {
  for (const visit of walkModules(context.template)) {
    if (visit.module.id !== moduleId) continue;
    for (let at = visit.parent; at; at = at.parent) {
      const list = at.module.attrs.allowedOccupationCategories ?? at.module.attrs.occupationCategories;
      if (Array.isArray(list)) return list as number[];
    }
  }
  return undefined;
}

/** Fills the page's rows with the persona's values where they are empty (the walk's own choices always). */
async function fillRows(context: WalkFillContext): Promise<void> {
  const page = context.template.pageList[context.pageIndex]!;
  const values = walkRowValues(page, context.pageIndex, { people: context.people, companyHolder: context.companyHolder, today: context.today });
  const modules = new Map(pageModules(context).map((module) => [module.id, module]));
  // Whom the insured is to the holder first: it decides which insured rows show.
  const ordered = [...values].sort((one, other) => Number(other.force) - Number(one.force));
  for (const row of ordered) {
    const module = modules.get(row.moduleId);
    if (!module || (!row.force && !isEmpty(context.form.getFieldValue([...row.path])))) continue;
    write(context, await resolve(context, module, row.path, row.spec, allowedCategories(context, row.moduleId)));
  }
}

/** The sales agent who sells face to face, where the page asks for the agent's own details (under `agent`). */
const AGENT: Readonly<Record<string, WalkValueSpec>> = {
  customerCode: { kind: 'value', value: 'A1024' },
  name: { kind: 'value', value: '王芳' },
  phone: { kind: 'value', value: '13700137000' },
  certType: { kind: 'value', value: 'I' },
  certNo: { kind: 'value', value: residentIdNumber('1988-03-15', 'F') },
};

/** Values by the last key of a field the page's check still finds empty: the fields of composite blocks (agent, address, payment, invoice). */
function namedSample(context: WalkFillContext, path: FieldPath): WalkValueSpec | undefined {
  const key = String(path.at(-1));
  if (path[0] === 'agent') return AGENT[key];
  const { holder, company } = context.people;
  const samples: Readonly<Record<string, WalkValueSpec>> = {
    receiverName: { kind: 'value', value: holder.name },
    receiverPhone: { kind: 'value', value: holder.phone },
    receiverArea: { kind: 'tree', source: 'region' },
    receiverAddress: { kind: 'value', value: '世纪大道100号8幢1201室' },
    companyName: { kind: 'value', value: company.name },
    creditCode: { kind: 'value', value: company.certiNo },
    companyAddress: { kind: 'value', value: '世纪大道100号8幢1201室' },
    bankName: { kind: 'value', value: '中国工商银行上海分行' },
    bankAccountName: { kind: 'value', value: context.companyHolder ? company.name : holder.name },
    bankAccount: { kind: 'value', value: '6222021001115678904' },
    name: { kind: 'value', value: holder.name },
    phone: { kind: 'value', value: holder.phone },
  };
  return samples[key];
}

/** The first item of a server dictionary (the bank list a payment row picks from). */
async function firstDictionaryValue(context: WalkFillContext, dictType: string): Promise<string | undefined> {
  const reply = await context.api.call('queryDictList', { dictType, ...(context.goodsId ? { goodsId: context.goodsId } : {}) }).catch(() => undefined);
  return reply?.result?.[0]?.value;
}

/** Fills what the page's check still finds empty, by the field's own name (see `namedSample`). */
async function fillRefusedFields(context: WalkFillContext): Promise<void> {
  const refused = await context.form.validateFields().then(
    () => [],
    (error: { errorFields?: { name: (string | number)[] }[] }) => error.errorFields ?? [],
  );
  const payment = pageModules(context).find((module) => module.component === 'paymentInfo');
  for (const { name } of refused) {
    if (!isEmpty(context.form.getFieldValue(name))) continue;
    if (name.at(-1) === 'bankCode' && payment) {
      const bank = await firstDictionaryValue(context, typeof payment.attrs.bankDictType === 'string' ? payment.attrs.bankDictType : 'bank');
      if (bank !== undefined) write(context, [[name, bank]]);
      continue;
    }
    const spec = namedSample(context, name);
    if (spec === undefined) continue;
    const module = { id: '', component: '', label: '', attrs: {}, isDefault: true } satisfies Module;
    write(context, await resolve(context, module, name, spec, undefined));
  }
}

/** Answers every health notice of the page as a healthy persona: all 否, so each person may be insured. */
function answerNotices(context: WalkFillContext, modules: readonly Module[]): void {
  const notices = modules.filter((module) => ['yesNoNotice', 'healthNotificationListModule', 'commonHealthNotice', 'healthInfoModule', 'agentModule'].includes(module.component));
  if (notices.length === 0) return;
  for (const module of notices) {
    const questions = Array.isArray(module.attrs.questions) ? module.attrs.questions.length : 0;
    const result = { allowInsure: true, ...(questions > 0 ? { answers: Array.from({ length: questions }, () => 'N' as const) } : {}) };
    for (const key of ['holder', insuredKey(0), 'agent'] as const) context.store.set(healthNoticeAtom(key), result);
  }
  context.store.set(agentDeclarationAtom, true);
  // The notification list goes on only with an insured selected.
  if (notices.some((module) => module.component === 'healthNotificationListModule')) write(context, [[['insured', 0, 'selected'], true]]);
}

/**
 * Names the persona's spouse as the sole beneficiary, first in order with the whole benefit, where a
 * beneficiary list stands at designated beneficiaries (a legal choice needs no one).
 */
function nameBeneficiary(context: WalkFillContext, modules: readonly Module[]): void {
  const list = modules.find((module) => module.component === 'beneficiaryList');
  if (!list) return;
  const typePath = ['insured', 0, 'beneficiaryType'];
  const listPath = ['insured', 0, 'beneficiaryList'];
  if (context.form.getFieldValue(typePath) !== DESIGNATED_TYPE_VALUE || !isEmpty(context.form.getFieldValue(listPath))) return;
  const relations = Array.isArray(list.attrs.insuredRelationOptions) ? (list.attrs.insuredRelationOptions as { value?: unknown }[]) : [];
  const relation = relations.find((option) => option.value === 'SPOUSE') ?? relations[0];
  const { beneficiary } = context.people;
  write(context, [[listPath, [{ name: beneficiary.name, certiType: 'I', certiNo: beneficiary.certiNo, insuredRelation: relation?.value ?? 'SPOUSE', benefitOrder: 1, benefitRatio: 100 }]]]);
}

/** Signs where the page asks for a signature (the board is a route and an upload the preview does not make). */
function sign(context: WalkFillContext, modules: readonly Module[]): boolean {
  const slots = modules.flatMap((module) => {
    if (module.component === 'signatureBoard') return [signatureSlot(typeof module.attrs.from === 'string' ? module.attrs.from : '2')];
    if (module.component === 'agentModule' && module.attrs.requireAgentSignature === true) return [signatureSlot('1')];
    return [];
  });
  if (slots.length === 0) return false;
  context.store.set(signaturesAtom, (previous) => ({ ...previous, ...Object.fromEntries(slots.map((slot) => [slot, sampleSignature()])) }));
  return true;
}

/** Puts the sample image in every upload part the page requires (the preview uploads nothing). */
function upload(context: WalkFillContext, modules: readonly Module[]): boolean {
  let any = false;
  for (const module of modules) {
    if (module.component !== 'idPhotoUpload' && module.component !== 'imageUpload') continue;
    const base = formKeyPath(module.formKey ?? (module.component === 'idPhotoUpload' ? 'idPhoto' : 'images'));
    const parts = [['idCard', module.attrs.idCard], ['photo', module.attrs.photo], ['signatureImage', module.attrs.signature]] as const;
    for (const [key, part] of parts) {
      const settings = part as { show?: boolean; required?: boolean; maxCount?: number } | undefined;
      if (!settings?.show || !settings.required) continue;
      const images = Array.from({ length: key === 'idCard' ? 2 : 1 }, () => sampleSignature().url);
      context.store.set(filesAtom, (previous) => ({ ...previous, [`${module.id}-${key}`]: images }));
      write(context, [[[...base, key], images]]);
      any = true;
    }
  }
  return any;
}

/** Types the code the persona "received" and counts it as verified: the preview sends no SMS and checks no code. */
function enterSmsCode(context: WalkFillContext, modules: readonly Module[]): boolean {
  const rows = modules.filter((module) => module.component === 'smsValidateCode');
  for (const module of rows) {
    const length = typeof module.attrs.codeLength === 'number' ? module.attrs.codeLength : SMS_CODE_LENGTH;
    const code = '135790246813579'.slice(0, length);
    const phonePath = formKeyPath(typeof module.attrs.phoneField === 'string' ? module.attrs.phoneField : 'policyHolder.phone');
    const stored = phonePath.reduce<unknown>((value, step) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[step] : undefined), context.store.get(orderFormAtom));
    const phone = String(context.form.getFieldValue([...phonePath]) ?? stored ?? '').trim();
    context.store.set(smsVerifiedAtom, (list) => [...list, verifiedKey(phone, code)]);
    write(context, [[formKeyPath(module.formKey ?? 'validateCode'), code]]);
  }
  return rows.length > 0;
}

/**
 * Fills the page as the persona would: the holder's and the insured's rows, every health notice
 * answered 否, the clauses agreed, then what the page's check still finds empty by its name. Where the
 * preview cannot act for real (an SMS, the signature board, an upload) the walk stands in and says so.
 */
export async function fillWalkPage(context: WalkFillContext): Promise<WalkStandIn[]> {
  const modules = pageModules(context);
  await fillRows(context);
  answerNotices(context, modules);
  if (modules.some((module) => module.component === 'clauseAgreement')) context.store.set(flowStateAtom, (flow) => ({ ...flow, clauseAgreed: true }));
  const standIns: WalkStandIn[] = [];
  if (sign(context, modules)) standIns.push('signature');
  if (upload(context, modules)) standIns.push('upload');
  nameBeneficiary(context, modules);
  // After the rows: the code goes to the phone just filled in.
  if (enterSmsCode(context, modules)) standIns.push('smsCode');
  // The blocks take what was set (the SMS row its verified code) before the check runs their rules.
  await waitForQuiet({ quietMs: 200, maxMs: 3000 });
  await fillRefusedFields(context);
  return standIns;
}
