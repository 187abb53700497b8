import type { NoticeParam } from '../../../schema/entities/notice';
import { SEED_PLANS } from '../../seed/seed-ids';
import { HEALTH_NOTICE_TYPE } from './notice-key';
import type { PlanNotice } from './save-notice';
import {
  AGENT_QUESTIONS,
  HOLDER_QUESTIONS,
  LIFE_INSURED_QUESTIONS,
  MEDICAL_INSURED_QUESTIONS,
  questionsHtml,
} from './seed-notice-questions';
import { SEED_SMART_QUESTION_NO } from './seed-questionnaire';

/** The notice type of the agent's declaration, answered beside the agent's own notice. */
export const AGENT_DECLARATION_NOTICE_TYPE = 'agentDeclaration';

/** The regulator's site, where the sales-conduct rules the agent declares to have followed are published. */
const REGULATION_URL = 'https://www.nfra.gov.cn/';

const formField = (paramName: string, path: string): NoticeParam => ({ paramName, paramType: 2, paramValue: path });
const plainValue = (paramName: string, value: string): NoticeParam => ({ paramName, paramType: 1, paramValue: value });
const link = (paramName: string, url: string): NoticeParam => ({ paramName, paramType: 3, paramValue: url });

type Notice = PlanNotice['notice'];

/** The agent's notice: how the agent dealt with the holder and the insured, answered on the agent's part. */
function agentNotice(): Notice {
  return {
    noticeType: HEALTH_NOTICE_TYPE,
    noticeObjectType: 'agent',
    header: '营销员告知',
    content: '<p>营销员{agentName}请根据与投保人、被保险人的实际接触情况如实回答以下问题。</p>',
    paramList: [formField('agentName', 'agent.person.name')],
    noticeDetailList: [...AGENT_QUESTIONS],
    noticeQuestion: questionsHtml(AGENT_QUESTIONS),
    isSupportSmartUnderwriting: false,
  };
}

function medicalNotices(companyName: string): Notice[] {
  return [
    {
      noticeType: HEALTH_NOTICE_TYPE,
      noticeObjectType: 'insured',
      header: '健康告知',
      content:
        '<p>请被保险人{insuredName}仔细阅读并如实回答以下问题。{companyName}将依据您的告知决定是否承保；' +
        '如未如实告知，我们有权解除合同，对合同解除前发生的保险事故不承担赔偿或给付责任。</p>' +
        '<p>如被保险人仅存在甲状腺结节、乳腺结节或高血压等情况，可进入智能核保在线评估。</p>',
      paramList: [formField('insuredName', 'insured[0].name'), plainValue('companyName', companyName)],
      noticeDetailList: [...MEDICAL_INSURED_QUESTIONS],
      noticeQuestion: questionsHtml(MEDICAL_INSURED_QUESTIONS),
      smartQuestionContent:
        '<p>智能核保会根据被保险人的具体健康情况在线评估，无需提交纸质资料。</p>' +
        '<p>请选择被保险人所患的疾病或异常并如实回答问卷，系统将即时给出核保结论；评估通过即可继续投保，' +
        '评估未通过的被保险人将不能投保本产品。</p>',
      isSupportSmartUnderwriting: true,
      xdQuestionCode: SEED_SMART_QUESTION_NO,
    },
    {
      noticeType: HEALTH_NOTICE_TYPE,
      noticeObjectType: 'holder',
      header: '投保人告知',
      content: '<p>投保人{holderName}请如实回答以下问题，投保人告知将影响投保人豁免保险费责任的认定。</p>',
      paramList: [formField('holderName', 'policyHolder.name')],
      noticeDetailList: [...HOLDER_QUESTIONS],
      noticeQuestion: questionsHtml(HOLDER_QUESTIONS),
      isSupportSmartUnderwriting: false,
    },
    agentNotice(),
    {
      noticeType: AGENT_DECLARATION_NOTICE_TYPE,
      noticeObjectType: 'agent',
      header: '营销员声明',
      content:
        '<p>本人{agentName}作为{companyName}的营销员，郑重声明：</p>' +
        '<p>1. 已按照<a href="{regulationUrl}">《保险销售行为管理办法》</a>的要求，向投保人完整说明了保险条款、责任免除、' +
        '犹豫期及退保可能产生的损失等重要事项；</p>' +
        '<p>2. 已提示投保人和被保险人如实告知，未代替其填写告知内容或签名；</p>' +
        '<p>3. 本人填写的营销员告知内容真实、准确、完整。</p>',
      paramList: [formField('agentName', 'agent.person.name'), plainValue('companyName', companyName), link('regulationUrl', REGULATION_URL)],
      isSupportSmartUnderwriting: false,
    },
  ];
}

function lifeNotices(): Notice[] {
  return [
    {
      noticeType: HEALTH_NOTICE_TYPE,
      noticeObjectType: 'insured',
      header: '健康及财务告知',
      content: '<p>请被保险人{insuredName}如实回答以下问题，如有任何一项为“是”，本产品暂不能在线投保。</p>',
      paramList: [formField('insuredName', 'insured[0].name')],
      noticeDetailList: [...LIFE_INSURED_QUESTIONS],
      noticeQuestion: questionsHtml(LIFE_INSURED_QUESTIONS),
      isSupportSmartUnderwriting: false,
    },
    agentNotice(),
  ];
}

/**
 * A tenant's demo notices: for each medical plan an insured health notice with smart underwriting, a
 * holder notice, an agent notice and the agent declaration; for the term life plan an insured notice
 * without smart underwriting and an agent notice (term life is sold face to face by agents). The property plan asks no health questions.
 */
export function seedNotices(companyName: string): PlanNotice[] {
  const medicalPlans = [SEED_PLANS.healthBasic, SEED_PLANS.healthPlus];
  return [
    ...medicalPlans.flatMap((plan) => medicalNotices(companyName).map((notice) => ({ planId: plan.planId, goodsId: plan.goodsId, notice }))),
    ...lifeNotices().map((notice) => ({ planId: SEED_PLANS.lifeStandard.planId, goodsId: SEED_PLANS.lifeStandard.goodsId, notice })),
  ];
}
