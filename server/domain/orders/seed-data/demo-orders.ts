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

/**
 * The demo orders of both tenants: per tenant a family 百万医疗 order already issued (for the result
 * and order detail pages) and one submitted and awaiting payment (for the payment query page and the
 * cashier). Start dates are relative to the seeding moment, `now`.
 */
export function demoOrders(now: Date): DemoOrder[] {
  const startSoon = now.getTime() + 3 * DAY_MS;
  const startedRecently = now.getTime() - 5 * DAY_MS;
  return [
    {
      orderNo: '20261101093015000001',
      tenant: 'health',
      tokenId: 'DemoHealthIssued',
      status: 'success',
      payload: familyHealthOrder(
        person('陈静', '110105', '1988-09-14', '002', 'F', { phone: '13911026688', email: 'chenjing@example.com', address: '朝阳区建国路88号' }),
        person('陈思远', '110105', '2016-05-20', '003', 'M'),
        startedRecently,
        true,
      ),
      payType: 2,
      insuredPremiums: [
        { initial: 2_500, next: 2_500, total: 30_000 },
        { initial: 1_650, next: 1_650, total: 19_800 },
      ],
      sumInsuredPerInsured: 600 * WAN,
      daysAgo: 7,
    },
    {
      orderNo: '20261101101122000002',
      tenant: 'health',
      tokenId: 'DemoHealthUnpaid',
      status: 'submitted',
      payload: familyHealthOrder(
        person('刘洋', '440305', '1979-03-02', '011', 'M', { phone: '13760081234' }),
        person('刘欣怡', '440305', '2012-12-08', '022', 'F'),
        startSoon,
        false,
      ),
      payType: 1,
      insuredPremiums: [
        { initial: 39_800, next: null, total: 39_800 },
        { initial: 19_800, next: null, total: 19_800 },
      ],
      sumInsuredPerInsured: 600 * WAN,
      daysAgo: 0,
    },
    {
      orderNo: '20261102140236000003',
      tenant: 'ba',
      tokenId: 'DemoBaiAnIssued0',
      status: 'success',
      payload: familyHealthOrder(
        person('赵敏', '320102', '1990-07-21', '004', 'F', { phone: '15850123456' }),
        person('赵子涵', '320102', '2019-02-11', '005', 'M'),
        startedRecently,
        true,
      ),
      payType: 2,
      insuredPremiums: [
        { initial: 2_280, next: 2_280, total: 27_360 },
        { initial: 3_900, next: 3_900, total: 46_800 },
      ],
      sumInsuredPerInsured: 600 * WAN,
      daysAgo: 6,
    },
    {
      orderNo: '20261102153347000004',
      tenant: 'ba',
      tokenId: 'DemoBaiAnUnpaid0',
      status: 'submitted',
      payload: familyHealthOrder(
        person('孙浩', '510104', '1983-11-30', '031', 'M', { phone: '18628003456' }),
        person('孙雨桐', '510104', '2014-08-16', '042', 'F'),
        startSoon,
        false,
      ),
      payType: 1,
      insuredPremiums: [
        { initial: 28_300, next: null, total: 28_300 },
        { initial: 18_800, next: null, total: 18_800 },
      ],
      sumInsuredPerInsured: 600 * WAN,
      daysAgo: 0,
    },
  ];
}
