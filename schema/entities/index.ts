import type { TSchema } from '@sinclair/typebox';
import { AgentSchema } from './agent';
import { BeneficiarySchema } from './beneficiary';
import { BenefitTableSchema } from './benefit-table';
import { ClauseSchema } from './clause';
import { CollocationRuleSchema } from './collocation-rule';
import { CompanySchema } from './company';
import { DictionaryItemSchema } from './dictionary-item';
import { DocumentSchema } from './document';
import { HolderSchema } from './holder';
import { InsurancePeriodOptionSchema } from './insurance-period-option';
import { InsureResultSchema } from './insure-result';
import { InsuredSchema } from './insured';
import { InvoiceSchema } from './invoice';
import { LiabilitySchema } from './liability';
import { LiabilityCollocationSchema } from './liability-collocation';
import { NoticeSchema } from './notice';
import { NoticeDetailSchema } from './notice-detail';
import { NoticeQuestionSchema } from './notice-question';
import { OccupationNodeSchema } from './occupation-node';
import { OrderSchema } from './order';
import { OrderDetailSchema } from './order-detail';
import { OrderExtraInfoSchema } from './order-extra-info';
import { PageActionSchema } from './page-action';
import { PageExtraInfoSchema } from './page-extra-info';
import { PaymentInfoSchema } from './payment-info';
import { PersonSchema } from './person';
import { PlanSchema } from './plan';
import { PlanOptionSchema } from './plan-option';
import { PlanPackageSchema } from './plan-package';
import { PolicySchema } from './policy';
import { PremiumTrialItemSchema } from './premium-trial-item';
import { PremiumTrialRequestSchema } from './premium-trial-request';
import { ProductSchema } from './product';
import { RegionNodeSchema } from './region-node';
import { SignatureSchema } from './signature';
import { SmartQuestionSchema } from './smart-question';
import { SmartQuestionAnswerSchema } from './smart-question-answer';
import { SmartQuestionStepSchema } from './smart-question-step';

/**
 * Every entity schema that has an `$id`. Entities refer to each other by `$ref`, so a validator
 * (ajv, Fastify) must register all of these before compiling any of them.
 */
export const ENTITY_SCHEMAS: readonly TSchema[] = [
  PersonSchema,
  CompanySchema,
  HolderSchema,
  InsuredSchema,
  BeneficiarySchema,
  AgentSchema,
  NoticeDetailSchema,
  NoticeQuestionSchema,
  PaymentInfoSchema,
  InvoiceSchema,
  OrderExtraInfoSchema,
  SignatureSchema,
  PageExtraInfoSchema,
  OrderSchema,
  OrderDetailSchema,
  PolicySchema,
  InsureResultSchema,
  PlanSchema,
  PlanOptionSchema,
  PlanPackageSchema,
  ProductSchema,
  LiabilitySchema,
  LiabilityCollocationSchema,
  CollocationRuleSchema,
  PageActionSchema,
  PremiumTrialRequestSchema,
  PremiumTrialItemSchema,
  NoticeSchema,
  SmartQuestionSchema,
  SmartQuestionAnswerSchema,
  SmartQuestionStepSchema,
  ClauseSchema,
  DocumentSchema,
  BenefitTableSchema,
  RegionNodeSchema,
  OccupationNodeSchema,
  InsurancePeriodOptionSchema,
  DictionaryItemSchema,
];
