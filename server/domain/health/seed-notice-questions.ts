import type { NoticeDetail } from '../../../schema/entities/notice-detail';
import { SEED_SMART_QUESTION_NO } from './seed-questionnaire';

function question(questionCode: string, noticeContent: string, smart = false): NoticeDetail {
  return { questionCode, noticeContent, ...(smart ? { smartQuestionNo: SEED_SMART_QUESTION_NO } : {}) };
}

/** The insured health notice of the medical plans; the nodule and blood-pressure questions allow smart underwriting. */
export const MEDICAL_INSURED_QUESTIONS: readonly NoticeDetail[] = [
  question('HN01', '被保险人过去2年内是否因疾病或受伤住院治疗，或被医生建议住院检查、手术治疗而未进行？'),
  question('HN02', '被保险人是否患有或曾经患有恶性肿瘤（含白血病、淋巴瘤）、原位癌，或尚未明确性质的肿块、结节、息肉？', true),
  question('HN03', '被保险人是否患有高血压（收缩压≥140mmHg或舒张压≥90mmHg）、糖尿病或血糖异常？', true),
  question('HN04', '被保险人是否患有或曾经患有冠心病、心肌梗死、脑卒中、心功能不全等心脑血管疾病？'),
  question('HN05', '被保险人是否患有慢性肝炎、肝硬化、慢性肾病、肾功能不全等肝肾疾病？'),
  question('HN06', '被保险人目前是否怀孕？'),
  question('HN07', '被保险人过去1年内体检是否有异常结果（如甲状腺结节、乳腺结节、肺结节、肝功能异常、血压升高等）？', true),
];

/** The holder's own health notice (the holder's premium waiver depends on it). */
export const HOLDER_QUESTIONS: readonly NoticeDetail[] = [
  question('PH01', '投保人过去2年内是否因疾病住院治疗，或被医生建议住院检查、手术治疗？'),
  question('PH02', '投保人是否患有或曾经患有恶性肿瘤、心脑血管疾病、慢性肝肾疾病或糖尿病？'),
  question('PH03', '投保人目前是否因疾病或意外丧失工作能力，或正在申请伤残鉴定？'),
];

/**
 * What the agent declares about the sale (营销员告知). Each item is a declaration that is true when
 * answered 是, so every one is worded that way: the page and the server judge them as declarations
 * (shared/notice isDeclarationNotice), and only 是 to all of them lets the order go on.
 */
export const AGENT_QUESTIONS: readonly NoticeDetail[] = [
  question('AG01', '您是否已当面向投保人说明保险条款、责任免除、等待期及犹豫期等重要内容？'),
  question('AG02', '您是否已提示投保人如实填写健康告知，且未代替投保人或被保险人作答？'),
  question('AG03', '据您所知，被保险人是否已在健康告知中如实说明其疾病及身体异常情况，未有隐瞒？'),
  question('AG04', '投保人缴纳的保险费是否来源于其本人或家庭的合法收入？'),
];

/** The insured notice of the term life plan: health and finances, no smart underwriting. */
export const LIFE_INSURED_QUESTIONS: readonly NoticeDetail[] = [
  question('LF01', '被保险人过去5年内是否因疾病住院治疗，或被医生建议住院检查、手术治疗而未进行？'),
  question('LF02', '被保险人是否患有或曾经患有恶性肿瘤、冠心病、心肌梗死、脑卒中、慢性肾病、肝硬化、系统性红斑狼疮等疾病？'),
  question('LF03', '被保险人是否患有高血压（收缩压≥160mmHg）或糖尿病，或过去1年内体检结果异常而未复查？'),
  question('LF04', '被保险人是否从事高危职业，或经常参加潜水、跳伞、攀岩、赛车等高风险运动？'),
  question('LF05', '被保险人目前是否怀孕28周及以上？'),
  question('LF06', '被保险人在各保险公司已生效及正在申请的人身保险中，身故保险金额累计是否超过300万元？'),
];

/** The questions as one HTML ordered list, for blocks that show the notice as a single text. */
export function questionsHtml(questions: readonly NoticeDetail[]): string {
  return `<ol>${questions.map((item) => `<li>${item.noticeContent}</li>`).join('')}</ol>`;
}
