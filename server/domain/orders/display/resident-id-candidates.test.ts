import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../../schema/entities/order';
import type { Person } from '../../../../schema/entities/person';
import { formatDate } from '../../../../shared/dates/format-date-time';
import { todayInShanghai } from '../../../../shared/dates/shanghai-today';
import { idCardCheckChar } from '../../../../shared/identity/id-card-check-char';
import { DAY_MS } from '../../../app/durations';
import { SEED_GOODS, SEED_PLANS } from '../../../seed/seed-ids';
import { callApi } from '../../../testing/call-api';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { demoOrders } from '../seed-data/demo-orders';
import { encryptOrderNo } from '../store/order-token';
import { appearancesOf, residentIdCandidates, type TruePerson } from '../testing/resident-id-candidates';

/** The fewest resident ID numbers any reply may leave a masked one narrowed to. */
const MIN_CANDIDATES = 10_000;

function idNumber(region: string, birthday: string, sequence: string): string {
  const first17 = `${region}${birthday.replaceAll('-', '')}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

function idPerson(name: string, region: string, birthday: string, sequence: string, extra: Partial<Person> = {}): Person {
  return { name, certType: 'I', certNo: idNumber(region, birthday, sequence), birthday, ...extra };
}

const HOLDER = idPerson('陈静', '110105', '1988-09-14', '002', {
  age: 38,
  phone: '13911026688',
  email: 'chenjing@example.com',
  area: ['110000', '110100', '110105'],
  address: '朝阳区建国路88号3单元501',
  workPlace: '建国门外大街1号国贸大厦',
});
const CHILD = idPerson('陈思远', '110105', '2016-05-20', '003', { age: 10, address: '朝阳区建国路88号3单元501' });
const UNSELECTED = idPerson('陈立', '110105', '1960-01-31', '017');
const BENEFICIARY = idPerson('王芳', '320102', '1991-02-28', '044', { area: ['320000', '320100', '320102'], address: '鼓楼区中山路1号' });
const AGENT = idPerson('周强', '440305', '1985-12-31', '051');
const COMPANY_INSURED = idPerson('吴磊', '310115', '1999-07-01', '066', { address: '张江路88号科海大楼5楼' });

/** Every shape of person an order carries: holder, SELF insured, other insureds (one not selected), beneficiaries, agent, trial bags, invoice. */
function familyOrder(start: number): Order {
  return {
    planId: SEED_PLANS.healthBasic.planId,
    goodsId: SEED_GOODS.health.goodsId,
    goodsName: SEED_GOODS.health.goodsName,
    holder: { customerType: 'person', person: HOLDER },
    insuredList: [
      { holderRelation: 'SELF', selected: true },
      {
        holderRelation: 'CHILD',
        selected: true,
        person: CHILD,
        beneficiaryType: 'designated',
        beneficiaryList: [
          { customerType: 'person', person: BENEFICIARY, benefitOrder: 1, benefitRatio: 60 },
          { customerType: 'company', company: { companyName: '上海明远科技有限公司', certNo: '91310115MA1K4ABC1X', address: '张江路88号' }, benefitOrder: 1, benefitRatio: 40 },
        ],
      },
      { holderRelation: 'PARENT', selected: false, person: UNSELECTED },
    ],
    agent: { customerCode: 'A0001', person: AGENT },
    invoice: { invoiceType: '02', companyName: '上海明远科技有限公司', companyAddress: '张江路88号科海大楼5楼', receiverName: '陈静', receiverArea: ['110000', '110100', '110105'], receiverAddress: '朝阳区建国路88号3单元501' },
    insuranceStartDate: start,
    extraInfo: {
      trailElementData: [
        { type: 'holder', birthday: HOLDER.birthday, gender: 'F', age: HOLDER.age },
        { type: 'insured', insuredList: [{ birthday: CHILD.birthday, gender: 'M' }] },
        { type: 'common' },
      ],
    },
  };
}

/** A company policyholder insuring an employee. */
function companyOrder(start: number): Order {
  return {
    planId: SEED_PLANS.healthBasic.planId,
    goodsId: SEED_GOODS.health.goodsId,
    holder: { customerType: 'company', company: { companyName: '上海明远科技有限公司', certNo: '91310115MA1K4ABC1X', area: ['310000', '310100', '310115'], address: '张江路88号科海大楼5楼' } },
    insuredList: [{ holderRelation: 'EMPLOYEE', selected: true, person: COMPANY_INSURED }],
    insuranceStartDate: start,
  };
}

function residentPeople(order: Order): TruePerson[] {
  const persons = [order.holder?.person, order.agent?.person, ...(order.insuredList ?? []).flatMap((insured) => [insured.person, ...(insured.beneficiaryList ?? []).map((b) => b.person)])];
  return persons.flatMap((person) => (person?.certType === 'I' && person.certNo && person.birthday ? [{ certNo: person.certNo, birthday: person.birthday }] : []));
}

function addresses(order: Order): string[] {
  const persons = [order.holder?.person, order.holder?.company, order.agent?.person, ...(order.insuredList ?? []).flatMap((insured) => [insured.person, ...(insured.beneficiaryList ?? []).flatMap((b) => [b.person, b.company])])];
  return [...persons.flatMap((party) => [party?.address, (party as Person | undefined)?.workPlace]), order.invoice?.companyAddress, order.invoice?.receiverAddress].filter(
    (line): line is string => typeof line === 'string',
  );
}

describe('residentIdCandidates', () => {
  const person = { certNo: '110105198809140024', birthday: '1988-09-14' };
  const count = (shown: Parameters<typeof residentIdCandidates>[1], startDay = '2026-11-24') => residentIdCandidates(person, shown, startDay, '2026-11-21');

  it('counts the numbers that fit, the true one among them', () => {
    expect(count([{ certNo: person.certNo }])).toBe(1);
    expect(count([{ certNo: '1101**********0024', birthday: person.birthday }])).toBe(1);
    // A year of birth dates times 1,000 sequences, the region and the age taken as known.
    expect(count([])).toBe(366_000);
  });

  it('is why replies show the first 4 characters and the last one, and no part of the birthday', () => {
    expect(count([{ certNo: '1101*************4', birthday: '****-**-**', gender: 'F' }])).toBeGreaterThanOrEqual(MIN_CANDIDATES);
    // One more character of the number is too many.
    expect(count([{ certNo: '1101************24', birthday: '****-**-**', gender: 'F' }])).toBeLessThan(MIN_CANDIDATES);
    // The year against the age on the start day (37 the day before her birthday) leaves 14 Sept to 31 Dec.
    expect(count([{ certNo: '1101*************4', birthday: '1988-**-**', gender: 'F' }], '2026-09-13')).toBeLessThan(MIN_CANDIDATES);
  });
});

describe.each(testDatabases())('replies carrying persons on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  /** Every reply about an order that carries persons, by name. */
  async function replies(encrypt: string, tenant?: string): Promise<[string, unknown][]> {
    const lookup = { encryptOrderNo: encrypt };
    const calls = [
      ['queryOrderDetail (all insureds)', 'queryOrderDetail', { ...lookup, needAllInsured: true }],
      ['queryOrderDetail (selected insureds)', 'queryOrderDetail', { ...lookup, needAllInsured: false }],
      ['queryOrderByOrderNoForShow', 'queryOrderByOrderNoForShow', lookup],
      ['queryInsureResult', 'queryInsureResult', lookup],
      ['queryPolicyResult', 'queryPolicyResult', lookup],
      ['queryPolicyDetail', 'queryPolicyDetail', lookup],
    ] as const;
    const out: [string, unknown][] = [];
    for (const [label, name, body] of calls) {
      const response = await callApi(t, name, body, { tenant });
      expect(response.statusCode, label).toBe(200);
      out.push([label, response.json().result]);
    }
    return out;
  }

  /** Each reply leaves every resident ID number of the order at least MIN_CANDIDATES candidates, and no birthday, full number or address line in clear. */
  async function expectUnnarrowable(order: Order, encrypt: string, tenant?: string): Promise<void> {
    const replyDay = todayInShanghai(t.clock.now());
    const startDay = formatDate(order.insuranceStartDate ?? t.clock.now().getTime() + DAY_MS);
    const people = residentPeople(order);
    expect(people.length).toBeGreaterThan(0);
    for (const [label, reply] of await replies(encrypt, tenant)) {
      const text = JSON.stringify(reply);
      for (const person of people) {
        const candidates = residentIdCandidates(person, appearancesOf(reply, person, replyDay), startDay, replyDay);
        expect(candidates, `${label}: ${person.certNo}`).toBeGreaterThanOrEqual(MIN_CANDIDATES);
        expect(text, label).not.toContain(person.certNo);
        expect(text, label).not.toContain(person.birthday);
        expect(text, label).not.toContain(person.birthday.replaceAll('-', ''));
      }
      for (const line of addresses(order)) expect(text, label).not.toContain(line);
    }
  }

  it('leaves the holder, insureds, beneficiaries, agent and trial bags of a family order unnarrowable', async () => {
    const order = familyOrder(t.clock.now().getTime() + 3 * DAY_MS);
    const saved = await callApi(t, 'saveOrder', order);
    expect(saved.statusCode).toBe(200);
    const detail = (await callApi(t, 'queryOrderDetail', { encryptOrderNo: saved.json().result.encryptOrderNo, needAllInsured: true })).json().result;
    // The reply does carry each of them, masked, so the count is about what is shown rather than about nothing.
    expect(detail.holder.person).toMatchObject({ certNo: `1101${'*'.repeat(13)}${HOLDER.certNo?.slice(-1) ?? ''}`, birthday: '****-**-**', gender: 'F', area: HOLDER.area });
    expect(detail.insuredList[1].beneficiaryList[0].person.birthday).toBe('****-**-**');
    expect(detail.agent.person.birthday).toBe('****-**-**');
    await expectUnnarrowable(order, saved.json().result.encryptOrderNo);
  });

  it('leaves the insured of a company policyholder unnarrowable', async () => {
    const order = companyOrder(t.clock.now().getTime() + 3 * DAY_MS);
    const saved = await callApi(t, 'saveOrder', order);
    expect(saved.statusCode).toBe(200);
    await expectUnnarrowable(order, saved.json().result.encryptOrderNo);
  });

  // The app's seed dated the demo orders from the test clock's start, as this does.
  it.each(demoOrders(new Date('2026-11-21T02:00:00.000Z')).map((demo) => [demo.orderNo, demo] as const))('leaves the seeded order %s unnarrowable, its policies too', async (_orderNo, demo) => {
    await expectUnnarrowable(demo.payload, encryptOrderNo(t.context.config.orderTokenSecret, demo.tenant, demo.tokenId), demo.tenant);
  });
});
