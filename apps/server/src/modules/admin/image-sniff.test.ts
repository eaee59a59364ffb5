import { describe, expect, it } from 'vitest';
import { sniffImage } from './image-sniff.ts';

const b = (...xs: number[]) => Uint8Array.from(xs);

describe('sniffImage', () => {
  it('knows PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(sniffImage(b(0xff, 0xd8, 0xff, 0xe0, 0))).toBe('image/jpeg');
    expect(sniffImage(Uint8Array.from([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
  });
  it('refuses anything else', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Uint8Array.from([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')]))).toBeNull();
    expect(sniffImage(b(0x89, 0x50))).toBeNull();
    expect(sniffImage(b())).toBeNull();
  });
});
