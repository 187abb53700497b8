import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi, postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { verticalGradientPng } from './gradient-png';
import { IMAGE_MAX_BYTES } from './image-content';


const PNG = verticalGradientPng(8, 8, [255, 0, 0], [0, 0, 255]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

function multipart(file: Buffer, fileName: string, contentType: string) {
  const boundary = '----insureh5boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(testDatabases())('reference documents and uploads on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    await t.db.query(
      `INSERT INTO documents (tenant_code, id, type, name, content) VALUES
       ('ba', 'DOC-BA-ONLY', 'url', '百安保险官网', 'https://www.baian-insurance.com.cn'),
       ('health', 'DOC-RATE', 'file', '费率表', '/files/rate-table.pdf')`,
    );
  });
  afterAll(async () => t.close());

  const documentOf = (id: string, tenant = 'health') => postApi(t.app, '/v1/document/queryDocumentDetail', { id }, tenant);
  const uploadForm = (fields: Record<string, string>, tenant = 'health') =>
    injectApi(
      t.app,
      { method: 'POST', path: '/v1/file/uploadImage', payload: new URLSearchParams(fields).toString() },
      { tenant, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    );

  describe('queryDocumentDetail', () => {
    it('answers a seeded clause as HTML', async () => {
      const reply = (await documentOf('DOC-HEALTH-CLAUSE')).json();
      expect(reply).toMatchObject({ success: true, code: 0, result: { id: 'DOC-HEALTH-CLAUSE', type: 'other', name: '安心百万医疗保险条款' } });
      expect(reply.result.content).toContain('<h3>第五条 保险责任</h3>');
    });

    it('answers file and url documents with their address', async () => {
      expect((await documentOf('DOC-RATE')).json().result).toEqual({ id: 'DOC-RATE', type: 'file', name: '费率表', content: '/files/rate-table.pdf' });
      expect((await documentOf('DOC-BA-ONLY', 'ba')).json().result.type).toBe('url');
    });

    it('keeps each tenant’s documents to itself', async () => {
      const response = await documentOf('DOC-BA-ONLY');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: '文档不存在或已下架' });
    });
  });

  describe('uploadImage', () => {
    it('stores a data-URL image and serves it back at the answered address', async () => {
      const response = await uploadForm({ fileStr: `data:image/png;base64,${PNG.toString('base64')}`, fileName: '身份证正面.png' });
      expect(response.statusCode).toBe(200);
      const reply = response.json();
      expect(reply).toMatchObject({ success: true, code: 0, result: { fileId: expect.stringMatching(/^[0-9a-f]{32}$/) } });
      expect(reply.result.url).toBe(`/api/v1/file/image/health/${reply.result.fileId}`);

      const served = await t.app.inject({ method: 'GET', url: reply.result.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      // A certificate photo is personal data: stored sealed, never as the uploaded bytes.
      const stored = (await t.db.query<{ content: Uint8Array }>('SELECT content FROM uploaded_images WHERE id = $1', [reply.result.fileId])).rows[0]?.content;
      expect(Buffer.from(stored ?? new Uint8Array()).includes(PNG)).toBe(false);
      expect(Buffer.from(stored ?? new Uint8Array()).subarray(0, 4).toString('latin1')).toBe('PII1');
    });

    it('types an image by its content, not by the type it claims', async () => {
      const reply = (await uploadForm({ fileStr: `data:image/png;base64,${JPEG.toString('base64')}` })).json();
      const served = await t.app.inject({ method: 'GET', url: reply.result.url });
      expect(served.headers['content-type']).toBe('image/jpeg');
    });

    it('refuses another format with 图片上传失败! and the reason, storing nothing', async () => {
      const before = await t.db.query('SELECT 1 FROM uploaded_images');
      const response = await uploadForm({ fileStr: `data:image/gif;base64,${GIF.toString('base64')}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: '图片上传失败!', details: { reason: '仅支持 JPG、PNG、WEBP 格式的图片' } });
      expect((await t.db.query('SELECT 1 FROM uploaded_images')).rowCount).toBe(before.rowCount);
    });

    it('refuses an image over 10 MiB', async () => {
      const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024);
      PNG.copy(big);
      const response = await uploadForm({ fileStr: `data:image/png;base64,${big.toString('base64')}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual({ reason: '图片大小不能超过 10MB' });
    });

    it('refuses a form without a data URL, naming the field', async () => {
      const response = await uploadForm({ fileStr: 'not-an-image' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('/fileStr');
    });

    it('stores a multipart upload the same way', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/file/uploadImage', ...multipart(PNG, '签名.png', 'application/octet-stream') });
      expect(response.statusCode).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: response.json().result.url });
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const stored = await t.db.query<{ file_name: string }>('SELECT file_name FROM uploaded_images WHERE id = $1', [response.json().result.fileId]);
      expect(stored.rows[0]?.file_name).toBe('签名.png');
    });

    it('refuses a multipart upload that is no image, or too large', async () => {
      const notImage = await t.app.inject({ method: 'POST', url: '/api/v1/file/uploadImage', ...multipart(GIF, 'a.gif', 'image/gif') });
      expect(notImage.statusCode).toBe(400);
      expect(notImage.json()).toMatchObject({ message: '图片上传失败!', details: { reason: '仅支持 JPG、PNG、WEBP 格式的图片' } });
      const big = Buffer.alloc(IMAGE_MAX_BYTES + 1024);
      PNG.copy(big);
      const tooLarge = await t.app.inject({ method: 'POST', url: '/api/v1/file/uploadImage', ...multipart(big, 'big.png', 'image/png') });
      expect(tooLarge.statusCode).toBe(400);
      expect(tooLarge.json()).toMatchObject({ message: '图片上传失败!', details: { reason: '图片大小不能超过 10MB' } });
    });

    it('serves an image only under the tenant that uploaded it', async () => {
      const reply = (await uploadForm({ fileStr: `data:image/png;base64,${PNG.toString('base64')}` }, 'ba')).json();
      expect(reply.result.url).toMatch(/^\/api\/v1\/file\/image\/ba\//);
      const stolen = await t.app.inject({ method: 'GET', url: `/api/v1/file/image/health/${reply.result.fileId}` });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({ success: false, message: '图片不存在' });
    });
  });
});
