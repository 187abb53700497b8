import { Type } from '@sinclair/typebox';
import { defineCall } from './define-call';
import { MsgResultEnvelope } from './envelope';

/** An image as a base64 data URL, the form the upload blocks and the signature board produce. */
export const IMAGE_DATA_URL_PATTERN = '^data:image/[A-Za-z0-9.+-]+;base64,[A-Za-z0-9+/=]+$';

export const uploadImage = defineCall({
  name: 'uploadImage',
  method: 'POST',
  path: '/v1/file/uploadImage',
  summary: '本项目约定路径：上传图片（证件照、照片、签名），表单字段 fileStr 为 data URL；失败时提示“图片上传失败!”',
  encoding: 'form',
  // The buyer is told 图片上传失败! for every failure (spec section 8) by the upload itself: the client's
  // own network or server message, shown later from its queue, would replace it.
  client: { muteErrors: true },
  body: Type.Object(
    {
      fileStr: Type.String({ pattern: IMAGE_DATA_URL_PATTERN, title: '图片', description: 'data:image/...;base64,...' }),
      fileName: Type.Optional(Type.String({ title: '文件名' })),
    },
    { title: '图片上传请求' },
  ),
  response: MsgResultEnvelope(
    Type.Object(
      {
        fileId: Type.String({ minLength: 1, title: '文件 ID' }),
        url: Type.String({ minLength: 1, title: '图片地址' }),
      },
      { title: '上传结果' },
    ),
  ),
});
