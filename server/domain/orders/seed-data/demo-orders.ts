import type { Order } from '../../../../schema/entities/order';
import type { Person } from '../../../../schema/entities/person';
import { idCardCheckChar } from '../../../../shared/identity/id-card-check-char';
import { DAY_MS } from '../../../app/durations';
import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';
import { WAN } from '../../products/seed-data/builders';
import type { OrderStatus } from '../order-status';

/** A seeded order: the order as the app sent it, and what the server decided about it. */
export interface DemoOrder {
  readonly orderNo: string;
  readonly tenant: string;
  readonly tokenId: string;
  readonly status: Extract<OrderStatus, 'submitted' | 'success'>;
  readonly payload: Order;
  readonly payType: number;
  /** Per insured, in fen: the first payment, the monthly instalment (monthly plans) and the year's total. */
  readonly insuredPremiums: readonly { initial: number; next: number | null; total: number }[];
  readonly sumInsuredPerInsured: number;
  /** Days before the seeding moment the order was submitted (and, when issued, paid). */
  readonly daysAgo: number;
}

/** An 18-digit ID number for a region code, birthday and sequence, with its check character. */
function idNumber(region: string, birthday: string, sequence: string): string {
  const first17 = `${region}${birthday.replaceAll('-', '')}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

function person(name: string, region: string, birthday: string, sequence: string, gender: 'M' | 'F', extra: Partial<Person> = {}): Person {
  return { name, certType: 'I', certNo: idNumber(region, birthday, sequence), birthday, gender, ...extra };
}

function healthPackage(): NonNullable<Order['packageList']> {
  return [
    {
      productPackageId: 'PKG-HEALTH-BASIC',
      productPackageCode: 'BWYL-BASIC',
      productPackageName: '百万医疗基础保障',
      productList: [
        {
          productId: 'PR-HB-MAIN',
          productCode: 'AXBWYL-M',
          productName: '安心百万医疗保险',
          productType: 1,
          insurancePeriod: 1,
          insurancePeriodUnitType: 'Y',
          paymentPeriod: 1,
          paymentPeriodUnitType: 'Y',
          planConfigLiabilityList: [
            { liabilityCode: 'L-GEN', liabilityName: '一般医疗保险金', sumInsured: 300 * WAN },
            { liabilityCode: 'L-CI', liabilityName: '重大疾病医疗保险金', sumInsured: 600 * WAN },
          ],
        },
      ],
    },
  ];
}

function familyHealthOrder(holder: Person, child: Person, start: number, monthly: boolean): Order {
  return {
    planId: SEED_PLANS.healthBasic.planId,
    goodsId: SEED_GOODS.health.goodsId,
    goodsName: SEED_GOODS.health.goodsName,
    holder: { customerType: 'person', person: holder },
    insuredList: [
      { holderRelation: 'SELF', selected: true, allowInsure: true, beneficiaryType: 'LEGAL' },
      { holderRelation: 'CHILD', selected: true, allowInsure: true, beneficiaryType: 'LEGAL', person: child },
    ],
    packageList: healthPackage(),
    paymentFrequency: monthly ? 'month' : 'year',
    insurePeriod: '1-Y',
    insuranceStartDate: start,
    insuranceEndDate: start + 365 * DAY_MS - 1000,
    invoice: { invoiceType: '03' },
    extraInfo: { commonFactors: { socialSecurity: 'Y' }, openRenewal: 'true' },
    dataSource: 'h5',
  };
}

/** One demo order: issued (paid monthly, started recently) or submitted and awaiting a yearly payment. */
interface DemoOrderSpec {
  readonly orderNo: string;
  readonly tenant: string;
  readonly tokenId: string;
  /** Days ago it was submitted and paid; absent while it awaits payment (submitted today). */
  readonly issuedDaysAgo?: number;
  readonly holder: Person;
  readonly child: Person;
  /** Per insured, in fen: the monthly instalment when issued, the yearly premium otherwise. */
  readonly premiums: readonly number[];
}

/** Start dates relative to the seeding moment. */
interface DemoStarts {
  readonly startSoon: number;
  readonly startedRecently: number;
}

/** A family 百万医疗 demo order: issued ones pay monthly (12 instalments), unpaid ones pay yearly. */
function demoOrder(spec: DemoOrderSpec, starts: DemoStarts): DemoOrder {
  const issued = spec.issuedDaysAgo !== undefined;
  return {
    orderNo: spec.orderNo,
    tenant: spec.tenant,
    tokenId: spec.tokenId,
    status: issued ? 'success' : 'submitted',
    payload: familyHealthOrder(spec.holder, spec.child, issued ? starts.startedRecently : starts.startSoon, issued),
    payType: issued ? 2 : 1,
    insuredPremiums: spec.premiums.map((premium) =>
      issued ? { initial: premium, next: premium, total: premium * 12 } : { initial: premium, next: null, total: premium },
    ),
    sumInsuredPerInsured: 600 * WAN,
    daysAgo: spec.issuedDaysAgo ?? 0,
  };
}

/**
 * The demo orders of both tenants: per tenant a family 百万医疗 order already issued (for the result
 * and order detail pages) and one submitted and awaiting payment (for the payment query page and the
 * cashier). Start dates are relative to the seeding moment, `now`.
 */
export function demoOrders(now: Date): DemoOrder[] {
  const starts = { startSoon: now.getTime() + 3 * DAY_MS, startedRecently: now.getTime() - 5 * DAY_MS };
  const specs: DemoOrderSpec[] = [
    {
      orderNo: '20261101093015000001',
      tenant: 'health',
      tokenId: 'DemoHealthIssued',
      issuedDaysAgo: 7,
      holder: person('陈静', '110105', '1988-09-14', '002', 'F', { phone: '13911026688', email: 'chenjing@example.com', address: '朝阳区建国路88号' }),
      child: person('陈思远', '110105', '2016-05-20', '003', 'M'),
      premiums: [2_500, 1_650],
    },
    {
      orderNo: '20261101101122000002',
      tenant: 'health',
      tokenId: 'DemoHealthUnpaid',
      holder: person('刘洋', '440305', '1979-03-02', '011', 'M', { phone: '13760081234' }),
      child: person('刘欣怡', '440305', '2012-12-08', '022', 'F'),
      premiums: [39_800, 19_800],
    },
    {
      orderNo: '20261102140236000003',
      tenant: 'ba',
      tokenId: 'DemoBaiAnIssued0',
      issuedDaysAgo: 6,
      holder: person('赵敏', '320102', '1990-07-21', '004', 'F', { phone: '15850123456' }),
      child: person('赵子涵', '320102', '2019-02-11', '005', 'M'),
      premiums: [2_280, 3_900],
    },
    {
      orderNo: '20261102153347000004',
      tenant: 'ba',
      tokenId: 'DemoBaiAnUnpaid0',
      holder: person('孙浩', '510104', '1983-11-30', '031', 'M', { phone: '18628003456' }),
      child: person('孙雨桐', '510104', '2014-08-16', '042', 'F'),
      premiums: [28_300, 18_800],
    },
  ];
  return specs.map((spec) => demoOrder(spec, starts));
}
