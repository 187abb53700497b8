import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  errors: '错误（{count}）',
  warnings: '警告（{count}）',
  errorTag: '错误',
  warningTag: '警告',
  checkingFacts: '正在向服务端核对商品、推广与图片…',
  factsFailed: '无法取得服务端的商品与推广信息，相关检查将在发布时由服务端完成',
  blockedBody: '发布检查发现 {count} 个错误，修正后才能发布。点击问题可定位到对应字段：',
  warningsBody: '发布检查发现 {count} 个警告。发布前请逐条阅读并确认：',
  acknowledge: '我已阅读以上 {count} 个警告，仍要发布',
  acknowledgeFirst: '请先确认以上警告',
  passed: '发布检查已通过',
  refusedBody: '共 {count} 处问题，修正后再发布。点击问题可定位到对应字段：',
  unacknowledgedBody: '以下 {count} 个警告尚未确认（可能是他人刚刚修改了模板），请重新打开发布并确认：',
};

/** The publish gate's strings: the problems list's groups, the publish dialog's checks and acknowledgement. */
export const PUBLISH_GATE_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    errors: 'Errors ({count})',
    warnings: 'Warnings ({count})',
    errorTag: 'Error',
    warningTag: 'Warning',
    checkingFacts: 'Checking products, promotions and images with the server…',
    factsFailed: 'The server’s product and promotion details could not be read; the server checks them when publishing',
    blockedBody: 'The publish check found {count} error(s) to fix before publishing. Click one to go to its field:',
    warningsBody: 'The publish check found {count} warning(s). Read and acknowledge them before publishing:',
    acknowledge: 'I have read these {count} warning(s) and still want to publish',
    acknowledgeFirst: 'Acknowledge the warnings first',
    passed: 'The publish check passed',
    refusedBody: '{count} problem(s) to fix before publishing. Click one to go to its field:',
    unacknowledgedBody: '{count} warning(s) were not acknowledged (someone may just have changed the template); open Publish again and acknowledge them:',
  },
} satisfies MessageCatalogue<typeof zh>;
