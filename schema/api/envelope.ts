import { Type, type TSchema } from '@sinclair/typebox';

// The codes live in a module without TypeBox, which the buyer app imports on its first load.
export { REMINDER_DIALOG_CODES, SUCCESS_CODE } from './envelope-codes';

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
