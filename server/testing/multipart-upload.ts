import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './create-test-app';

/** One file of a form upload as a browser sends it: a name and a declared type, both untrusted. */
export interface UploadFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** A `multipart/form-data` body holding the file in the field `file`, and its content type. */
export function multipartBody(file: UploadFile): { payload: Buffer; contentType: string } {
  const boundary = `----insure-h5-test-${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(file.bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a file to the asset library as the editor page does: with the session cookie and this server's Origin. */
export function uploadAssetAs(
  t: TestApp,
  cookie: string,
  file: UploadFile,
  headers: Readonly<Record<string, string>> = {},
  ip = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/editor/assets',
    headers: { origin: t.context.config.publicOrigin, cookie, 'content-type': contentType, ...headers },
    payload,
    remoteAddress: ip,
  });
}
