import { SEED_PLANS } from '../../../seed/seed-ids';
import { documentUrl } from './builders';
import type { GoodsSeed, TenantFlavour } from './seed-types';

/** Documents of the reference domain the health goods links to. */
const HEALTH_CLAUSE_DOCUMENT = 'DOC-HEALTH-CLAUSE';
const HEALTH_NOTICE_DOCUMENT = 'DOC-HEALTH-NOTICE';

/** Clauses, insure notices and special agreements of the health goods. */
export function healthDocuments(flavour: TenantFlavour): Pick<GoodsSeed, 'clauses' | 'notices' | 'agreements'> {
  return {
    clauses: [
      {
        clause: {
          code: 'HC-MAIN',
          label: '《安心百万医疗保险条款》',
          isDefault: true,
          clauseUrl: documentUrl(HEALTH_CLAUSE_DOCUMENT),
          linkList: [{ name: '产品说明书', url: documentUrl(HEALTH_NOTICE_DOCUMENT) }],
        },
        planIds: [],
      },
      { clause: { code: 'HC-NOTICE', label: '《投保须知》', isDefault: false, clauseUrl: documentUrl(HEALTH_NOTICE_DOCUMENT) }, planIds: [] },
    ],
    notices: [
      {
        code: 'HN-INSURE',
        planIds: [],
        notice: {
          header: '投保须知',
          noticeType: 'insureNotice',
          noticeObjectType: 'holder',
          content:
            '<p>尊敬的{holderName}：</p>' +
            '<p>1. 本产品由{companyName}承保，保险期间为1年，被保险人投保年龄为出生满30天至65周岁。</p>' +
            '<p>2. 本产品等待期为30天，因意外伤害导致的保险事故无等待期；续保无等待期。</p>' +
            '<p>3. 本产品为费用补偿型医疗保险，若被保险人已从其他途径获得补偿，本公司仅对剩余部分按约定赔付。</p>' +
            '<p>4. 请您仔细阅读{clauseLink}，特别是其中加粗的责任免除条款。</p>',
          paramList: [
            { paramName: 'holderName', paramType: 2, paramValue: 'policyHolder.name' },
            { paramName: 'companyName', paramType: 1, paramValue: flavour.healthCompany },
            { paramName: 'clauseLink', paramType: 3, paramValue: documentUrl(HEALTH_CLAUSE_DOCUMENT) },
          ],
        },
      },
      {
        code: 'HN-EXCLUSION',
        planIds: [],
        notice: {
          header: '责任免除',
          noticeType: 'exclusionNotice',
          noticeObjectType: 'holder',
          content:
            '<p>因下列情形之一导致被保险人发生医疗费用的，本公司不承担给付保险金的责任：</p>' +
            '<p>（一）投保人对被保险人的故意杀害、故意伤害；</p>' +
            '<p>（二）被保险人故意自伤、故意犯罪或抗拒依法采取的刑事强制措施；</p>' +
            '<p>（三）被保险人在投保前已患有且未如实告知的既往症；</p>' +
            '<p>（四）被保险人醉酒、主动吸食或注射毒品，酒后驾驶或无合法有效驾驶证驾驶机动车；</p>' +
            '<p>（五）战争、军事冲突、暴乱或武装叛乱，核爆炸、核辐射或核污染。</p>',
        },
      },
      {
        code: 'HN-PRIVACY',
        planIds: [],
        notice: {
          header: '个人信息保护政策',
          noticeType: 'privacyNotice',
          noticeObjectType: 'holder',
          content:
            '<p>为向您提供投保、核保、理赔及保全服务，{companyName}将收集您及被保险人的姓名、证件号码、联系方式及健康信息。</p>' +
            '<p>上述信息仅用于本保险合同的订立与履行，未经您同意不会向第三方提供，法律法规另有规定的除外。</p>',
          paramList: [{ paramName: 'companyName', paramType: 1, paramValue: flavour.healthCompany }],
        },
      },
      {
        code: 'HN-MONTHLY',
        planIds: [SEED_PLANS.healthPlus.planId],
        notice: {
          header: '首月优惠说明',
          noticeType: 'promotionNotice',
          noticeObjectType: 'holder',
          content: '<p>升级版按月缴费的，首月保费每位被保险人1元，次月起按月扣缴保费，共11期；逾期60日未缴费的，保险合同效力终止。</p>',
        },
      },
    ],
    agreements: [
      {
        agreement: {
          code: 'SA-H-WAITING',
          title: '等待期约定',
          content: '<p>本合同生效之日起30日为等待期。被保险人在等待期内因疾病发生的医疗费用，本公司不承担保险责任；因意外伤害发生的医疗费用不受等待期限制。</p>',
        },
        liabilityCodes: [],
        planIds: [],
      },
      {
        agreement: {
          code: 'SA-H-PREEXISTING',
          title: '既往症约定',
          content: '<p>被保险人在本合同生效前已确诊或已出现症状、体征的疾病为既往症。因既往症发生的医疗费用，本公司不承担保险责任，但投保时已如实告知且经本公司同意承保的除外。</p>',
        },
        liabilityCodes: [],
        planIds: [],
      },
      {
        agreement: {
          code: 'SA-H-DRUG',
          title: '院外特定药品约定',
          content: '<p>院外特定药品须由二级及以上公立医院专科医生开具处方，并在本公司指定药店购买；药品清单以本公司官网公布的《特定药品清单》为准。</p>',
          productCode: 'AXBWYL-M',
        },
        liabilityCodes: ['L-DRUG'],
        planIds: [],
      },
      {
        agreement: {
          code: 'SA-H-ALLOWANCE',
          title: '住院津贴给付约定',
          content: '<p>每次住院免赔3天，每次住院最高给付90天，年度累计最高给付180天；日间住院及观察室留观不属于住院。</p>',
          productCode: 'AXZYJT-A',
        },
        liabilityCodes: [],
        planIds: [],
      },
      {
        agreement: {
          code: 'SA-H-OUTPATIENT',
          title: '门急诊医疗约定',
          content: '<p>门急诊医疗每次免赔额100元，单次门急诊赔付限额500元；美容、体检、疫苗接种及牙科治疗费用不属于保险责任。</p>',
          productCode: 'AXMJZ-A',
        },
        liabilityCodes: [],
        planIds: [SEED_PLANS.healthPlus.planId],
      },
    ],
  };
}
