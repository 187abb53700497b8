import { Type, type TSchema } from '@sinclair/typebox';

/** `code` of a call that succeeded; `success: true` means the same. */
export const SUCCESS_CODE = 0;

/** Codes whose message opens the 温馨提示 dialog on premium calculation, nextStep and submit. */
export const REMINDER_DIALOG_CODES = [20000, 20019] as const;

function successField() {
  return Type.Boolean({ title: '是否成功' });
}

function codeField() {
  return Type.Optional(
    Type.Integer({
      title: '返回码',
      description: '0 成功；20000、20019 以“温馨提示”对话框展示提示信息；其余非 0 以轻提示展示',
    }),
  );
}

function messageField() {
  return Type.Optional(Type.String({ title: '提示信息' }));
}

/** `{ success, code?, message? }`: calls that answer only whether they worked. */
export function StatusEnvelope() {
  return Type.Object({ success: successField(), code: codeField(), message: messageField() }, { title: '返回结果' });
}

/** `{ success, code?, message?, result? }`: the envelope of most `/v1/...` calls. */
export function ResultEnvelope<T extends TSchema>(result: T) {
  return Type.Object(
    { success: successField(), code: codeField(), message: messageField(), result: Type.Optional(result) },
    { title: '返回结果' },
  );
}

/** `{ success, code?, message?, value? }`: the envelope of the goods (`/latestGoods/...`) and mock calls. */
export function ValueEnvelope<T extends TSchema>(value: T) {
  return Type.Object(
    { success: successField(), code: codeField(), message: messageField(), value: Type.Optional(value) },
    { title: '返回结果' },
  );
}

/** `{ success, code?, message?, data? }`: the envelope of the appointment (commander) service. */
export function DataEnvelope<T extends TSchema>(data: T) {
  return Type.Object(
    { success: successField(), code: codeField(), message: messageField(), data: Type.Optional(data) },
    { title: '返回结果' },
  );
}

/** `{ success, code?, msg?, result? }`: the upload service names its message `msg`. */
export function MsgResultEnvelope<T extends TSchema>(result: T) {
  return Type.Object(
    { success: successField(), code: codeField(), msg: messageField(), result: Type.Optional(result) },
    { title: '返回结果' },
  );
}
