import { describe, expect, it } from 'vitest';
import { certContentMatches, cleanOriginalName, decodeSignaturePng, pngSize, sniffMime } from './upload-checks.ts';
import { demoSignaturePng, pngDataUrl, solidPng } from './demo-images.ts';

const PDF = Buffer.from('%PDF-1.7\n...');
const PNG = demoSignaturePng(0);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]);

describe('upload checks', () => {
  it('sniffs PDF, PNG and JPEG by their first bytes only', () => {
    expect(sniffMime(PDF)).toBe('application/pdf');
    expect(sniffMime(PNG)).toBe('image/png');
    expect(sniffMime(JPEG)).toBe('image/jpeg');
    expect(sniffMime(Buffer.from('%PDF'))).toBeNull();
    expect(sniffMime(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffMime(Buffer.alloc(0))).toBeNull();
  });

  it('content must match the extension and the declared type', () => {
    expect(certContentMatches(PDF, 'a.pdf', 'application/pdf')).toBe('application/pdf');
    expect(certContentMatches(PDF, 'a.PDF', '')).toBe('application/pdf');
    expect(certContentMatches(JPEG, 'a.jpeg', 'image/jpg')).toBe('image/jpeg');
    expect(certContentMatches(PNG, 'a.png', 'application/octet-stream')).toBe('image/png');
    expect(certContentMatches(PNG, 'a.pdf', 'application/pdf')).toBeNull();
    expect(certContentMatches(PDF, 'a.png', 'image/png')).toBeNull();
    expect(certContentMatches(PDF, 'a.pdf', 'image/png')).toBeNull();
    expect(certContentMatches(PDF, 'a', '')).toBeNull();
  });

  it('signature: a PNG data URL that decodes to a real PNG', () => {
    expect(decodeSignaturePng(pngDataUrl(PNG))?.equals(PNG)).toBe(true);
    expect(decodeSignaturePng('data:image/png;base64,')).toBeNull();
    expect(decodeSignaturePng(`data:image/png;base64,${Buffer.from('hello world, not a png at all..................').toString('base64')}`)).toBeNull();
    expect(decodeSignaturePng(`data:image/jpeg;base64,${PNG.toString('base64')}`)).toBeNull();
    // truncated PNG (no IEND)
    expect(decodeSignaturePng(pngDataUrl(PNG.subarray(0, PNG.length - 12)))).toBeNull();
  });

  it('reads the pixel size from the PNG header without decoding', () => {
    expect(pngSize(PNG)).toEqual({ width: 500, height: 200 });
    const huge = decodeSignaturePng(pngDataUrl(solidPng(4000, 4000)))!;
    expect(pngSize(huge)).toEqual({ width: 4000, height: 4000 });
    expect(pngSize(huge.subarray(0, 24))).toEqual({ width: 4000, height: 4000 });
  });

  it('cleans original names', () => {
    expect(cleanOriginalName('C:\\Users\\me\\My Cert (1).pdf')).toBe('My Cert (1).pdf');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('证书.pdf')).toBe('__.pdf');
    expect(cleanOriginalName('')).toBe('file');
  });
});
