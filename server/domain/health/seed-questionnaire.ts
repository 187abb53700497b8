import type { SmartQuestion } from '../../../schema/entities/smart-question';
import type { EdgeMatcher, EdgeTarget, QuestionEdge, QuestionNode, Questionnaire } from './question-graph';

/** The demo questionnaire's number; the health plans' insured notice sends smart underwriting here. */
export const SEED_SMART_QUESTION_NO = 'XD-HEALTH-001';

type Question = Omit<SmartQuestion, 'applyNo' | 'enterFlag'>;

function numberedOptions(...contents: string[]): NonNullable<SmartQuestion['qtOptionList']> {
  return contents.map((content, index) => ({ opNo: String(index + 1), content }));
}

/** The disease picker and the start question of no branch. */
function start(question: Question): QuestionNode {
  return { question: { ...question, enterFlag: false }, isStart: true };
}

/** The first question of a disease branch: the branch's entry. */
function entry(question: Question): QuestionNode {
  return { question: { ...question, enterFlag: true }, enterQtNo: question.qtNo, isStart: false };
}

function inBranch(enterQtNo: string, question: Question): QuestionNode {
  return { question: { ...question, enterFlag: false }, enterQtNo, isStart: false };
}

const next = (nextQtNo: string): EdgeTarget => ({ outcome: 'next', nextQtNo });
const allow: EdgeTarget = { outcome: 'allow' };
const refuse = (reason: string): EdgeTarget => ({ outcome: 'refuse', reason });

function on(fromQtNo: string, when: EdgeMatcher, target: EdgeTarget): QuestionEdge {
  return { fromQtNo, when, ...target };
}
const option = (opNo: string): EdgeMatcher => ({ kind: 'option', opNo });
const range = (min: number | undefined, max: number | undefined): EdgeMatcher => ({ kind: 'range', ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) });
const any: EdgeMatcher = { kind: 'any' };

/** Every option of `qtNo` from `first` to `last` leads to the same target. */
function eachOption(qtNo: string, first: number, last: number, target: EdgeTarget): QuestionEdge[] {
  return Array.from({ length: last - first + 1 }, (_, index) => on(qtNo, option(String(first + index)), target));
}

const THYROID_SUSPICIOUS = '甲状腺结节超声提示可疑恶性征象，暂不符合投保要求';
const BREAST_MALIGNANT = '乳腺结节病理提示不典型增生或恶性，暂不符合投保要求';
const HYPERTENSION_COMPLICATED = '高血压合并糖尿病、心脑血管或肾脏疾病，暂不符合投保要求';

/**
 * The demo smart underwriting questionnaire for thyroid nodules, breast nodules and hypertension. It
 * uses every question type: the disease picker is ASSOCIATED (type to search, pick several), each
 * disease is a branch of SINGLE, LIST_BOX_SINGLE, MULTIPLE, LIST_BOX_MULTIPLE, TEXT and INPUT
 * questions. Mild answers end every branch in allow; a severe answer anywhere refuses at once.
 */
export const SEED_QUESTIONNAIRE: Questionnaire = {
  smartQuestionNo: SEED_SMART_QUESTION_NO,
  name: '常见健康异常智能核保问卷',
  allowConclusion: '根据您的回答，被保险人符合本产品的投保要求，可继续投保',
  nodes: [
    start({
      qtNo: 'D01',
      title: '请输入并选择被保险人所患的疾病或异常（可多选）',
      questionType: 'ASSOCIATED',
      qtOptionList: numberedOptions('甲状腺结节', '乳腺结节', '高血压', '其他疾病或异常'),
      attributes: { textMaxNum: 20 },
    }),
    entry({
      qtNo: 'T01',
      title: '最近一次甲状腺超声报告中，结节的TI-RADS分级是？',
      questionType: 'SINGLE',
      qtOptionList: numberedOptions('1类或2类', '3类', '4类及以上', '报告未写明或不清楚'),
    }),
    inBranch('T01', {
      qtNo: 'T02',
      title: '最大结节的直径是？',
      questionType: 'LIST_BOX_SINGLE',
      qtOptionList: numberedOptions('小于1厘米', '1厘米（含）至2厘米', '2厘米及以上'),
    }),
    inBranch('T01', {
      qtNo: 'T03',
      title: '超声报告是否提示以下情况？（可多选）',
      questionType: 'MULTIPLE',
      qtOptionList: numberedOptions('边界不清或形态不规则', '微小钙化或沙砾样钙化', '纵横比大于1', '颈部淋巴结肿大', '以上均无'),
    }),
    inBranch('T01', {
      qtNo: 'T04',
      title: '请填写最近一次甲状腺检查的时间、医院及医生意见',
      questionType: 'TEXT',
      attributes: { textMaxNum: 200, rows: 4 },
    }),
    entry({
      qtNo: 'B01',
      title: '最近一次乳腺超声或钼靶报告中，结节的BI-RADS分级是？',
      questionType: 'SINGLE',
      qtOptionList: numberedOptions('1类或2类', '3类', '4类及以上'),
    }),
    inBranch('B01', {
      qtNo: 'B02',
      title: '针对乳腺结节已做过哪些检查或处理？（可多选）',
      questionType: 'LIST_BOX_MULTIPLE',
      qtOptionList: numberedOptions('定期复查超声，结节无明显变化', '穿刺活检，病理为良性', '已手术切除，病理为良性', '穿刺或病理提示不典型增生或恶性'),
    }),
    inBranch('B01', {
      qtNo: 'B03',
      title: '最近一次乳腺复查距今多少个月？',
      questionType: 'INPUT',
      attributes: { textMaxNum: 3, textValidate: '^\\d{1,3}$' },
      defaultValue: '6',
    }),
    entry({
      qtNo: 'H01',
      title: '近3个月内测量的最高收缩压（高压）是多少mmHg？',
      questionType: 'INPUT',
      attributes: { textMaxNum: 3, textValidate: '^\\d{2,3}$' },
    }),
    inBranch('H01', {
      qtNo: 'H02',
      title: '是否伴有以下疾病或异常？（可多选）',
      questionType: 'MULTIPLE',
      qtOptionList: numberedOptions('糖尿病', '冠心病或心肌梗死', '脑卒中（中风）', '肾功能异常或蛋白尿', '以上均无'),
    }),
    inBranch('H01', {
      qtNo: 'H03',
      title: '目前降压治疗的情况是？',
      questionType: 'LIST_BOX_SINGLE',
      qtOptionList: numberedOptions('未服药，通过饮食和运动控制', '规律服用1种降压药', '规律服用2种及以上降压药'),
    }),
    inBranch('H01', {
      qtNo: 'H04',
      title: '请填写目前服用的降压药名称、剂量及服用时长',
      questionType: 'TEXT',
      attributes: { textMaxNum: 100, rows: 3 },
    }),
  ],
  edges: [
    on('D01', option('1'), next('T01')),
    on('D01', option('2'), next('B01')),
    on('D01', option('3'), next('H01')),
    on('D01', option('4'), refuse('所选疾病暂不支持线上智能核保，建议咨询客服或选择其他产品')),
    ...eachOption('T01', 1, 2, next('T02')),
    on('T01', option('3'), refuse('甲状腺结节TI-RADS分级为4类及以上，暂不符合投保要求')),
    on('T01', option('4'), refuse('未能确认甲状腺结节分级，暂无法通过智能核保')),
    ...eachOption('T02', 1, 2, next('T03')),
    on('T02', option('3'), refuse('甲状腺结节直径达2厘米及以上，暂不符合投保要求')),
    ...eachOption('T03', 1, 4, refuse(THYROID_SUSPICIOUS)),
    on('T03', option('5'), next('T04')),
    on('T04', any, allow),
    on('B01', option('1'), next('B03')),
    on('B01', option('2'), next('B02')),
    on('B01', option('3'), refuse('乳腺结节BI-RADS分级为4类及以上，暂不符合投保要求')),
    ...eachOption('B02', 1, 3, next('B03')),
    on('B02', option('4'), refuse(BREAST_MALIGNANT)),
    on('B03', range(0, 13), allow),
    on('B03', range(13, undefined), refuse('乳腺结节超过12个月未复查，暂无法评估，建议复查后再投保')),
    on('H01', range(0, 160), next('H02')),
    on('H01', range(160, undefined), refuse('收缩压达到160mmHg及以上，血压控制不佳，暂不符合投保要求')),
    ...eachOption('H02', 1, 4, refuse(HYPERTENSION_COMPLICATED)),
    on('H02', option('5'), next('H03')),
    ...eachOption('H03', 1, 2, allow),
    on('H03', option('3'), next('H04')),
    on('H04', any, allow),
  ],
};
