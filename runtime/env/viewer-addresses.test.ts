import { describe, expect, it } from 'vitest';
import { viewerHref } from '../pages/documents/document-links';
import { parseEnvironmentTable } from './deploy-environment';
import { viewerAddressesFor } from './viewer-addresses';

const DOCUMENT_VIEWERS = parseEnvironmentTable('UAT=https://pdf-uat.example.com/viewer?file={url}');
const IMAGE_VIEWERS = parseEnvironmentTable('UAT=https://img-uat.example.com/show');

describe('the link a document gets in an environment', () => {
  it('PROD with nothing configured: PDFs and images open in the app\'s own /healthfiles', () => {
    const viewers = viewerAddressesFor('PROD', DOCUMENT_VIEWERS, IMAGE_VIEWERS);
    expect(viewerHref('https://cdn.example.com/c1.pdf', '保险条款', viewers)).toBe(
      `/healthfiles?url=${encodeURIComponent('https://cdn.example.com/c1.pdf')}&title=${encodeURIComponent('保险条款')}`,
    );
    expect(viewerHref('/docs/n1.png', '须知', viewers)).toBe(`/healthfiles?url=${encodeURIComponent('/docs/n1.png')}&title=${encodeURIComponent('须知')}`);
  });

  it('UAT: a PDF goes to the document viewer, an image to the image viewer', () => {
    const viewers = viewerAddressesFor('UAT', DOCUMENT_VIEWERS, IMAGE_VIEWERS);
    expect(viewerHref('https://cdn.example.com/c1.pdf?v=2', '保险条款', viewers)).toBe(
      `https://pdf-uat.example.com/viewer?file=${encodeURIComponent('https://cdn.example.com/c1.pdf?v=2')}`,
    );
    const image = new URL(viewerHref('https://cdn.example.com/n1.JPG', '须知', viewers));
    expect(`${image.origin}${image.pathname}`).toBe('https://img-uat.example.com/show');
    expect(image.searchParams.get('url')).toBe('https://cdn.example.com/n1.JPG');
    expect(image.searchParams.get('title')).toBe('须知');
  });

  it('a web page that is neither opens in the app\'s own frame, or as itself when it is a page of this app', () => {
    const viewers = viewerAddressesFor('UAT', DOCUMENT_VIEWERS, IMAGE_VIEWERS);
    expect(viewerHref('https://insurer.example.com/notice', '告知', viewers).startsWith('/healthfiles?')).toBe(true);
    expect(viewerHref('/healthfiles?documentId=DOC-1', '保险条款', viewers)).toBe('/healthfiles?documentId=DOC-1');
  });
});
