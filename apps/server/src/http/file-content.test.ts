import { describe, expect, it, vi } from 'vitest';
import { PDF_THEN_HTML, REAL_JPEG, REAL_PNG, REAL_WEBP, paddedPdf, realPdf } from '../test/file-fixtures.ts';
import { worstTimerLag } from '../test/event-loop.ts';
import { claimedFileType, isValidJpeg, isValidPdf, isValidPng, readFileType } from './file-content.ts';
import { backgroundPool } from '../threads/worker-pool.ts';

const html = Buffer.from('<html><script>alert(1)</script></html>');

describe('uploaded file content (issue 12, defect 9)', () => {
  it('accepts real PDF, PNG and JPEG files (WebP only when asked)', async () => {
    expect(await readFileType(await realPdf())).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    expect(await readFileType(REAL_PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await readFileType(REAL_JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await readFileType(REAL_WEBP)).toBeNull();
    expect(await readFileType(REAL_WEBP, ['image/png', 'image/webp'])).toEqual({ mime: 'image/webp', ext: 'webp' });
    expect(await readFileType(REAL_PNG, ['application/pdf'])).toBeNull();
  });

  it('refuses `%PDF-` followed by HTML, and PDFs without a page', async () => {
    expect(claimedFileType(PDF_THEN_HTML)?.mime).toBe('application/pdf');
    expect(await readFileType(PDF_THEN_HTML)).toBeNull();
    expect(await readFileType(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'))).toBeNull();
    expect(await readFileType(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBeNull();
  });

  it('refuses image magic bytes followed by something else', async () => {
    const pngMagic = REAL_PNG.subarray(0, 8);
    for (const bad of [
      Buffer.concat([pngMagic, html]),
      REAL_PNG.subarray(0, REAL_PNG.length - 12), // no IEND
      Buffer.concat([REAL_PNG, html]), // bytes after IEND
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html]),
      REAL_JPEG.subarray(0, REAL_JPEG.length - 2), // no EOI
    ])
      expect(await readFileType(bad)).toBeNull();
    expect(isValidPng(REAL_PNG)).toBe(true);
    expect(isValidJpeg(REAL_JPEG)).toBe(true);
    // A JPEG frame of 0x0 pixels is not an image.
    const zero = Buffer.from(REAL_JPEG);
    const sof = zero.indexOf(Buffer.from([0xff, 0xc0]));
    zero.writeUInt16BE(0, sof + 5);
    expect(isValidJpeg(zero)).toBe(false);
  });

  it('refuses other types and empty input', async () => {
    for (const bad of [Buffer.from('GIF89a'), Buffer.from('<html>%PDF-'), Buffer.alloc(0), html])
      expect(await readFileType(bad)).toBeNull();
  });
});

describe('PDF content checks off the request thread (issue 12: health during a hostile burst)', () => {
  it('a 10 MB PDF is parsed in a worker thread: timers on this thread keep running', async () => {
    const big = await paddedPdf(10 * 1024 * 1024);
    // The pool's thread is started and has loaded its code before anything is timed.
    expect(await readFileType(await realPdf())).toEqual({ mime: 'application/pdf', ext: 'pdf' });
    const run = vi.spyOn(backgroundPool, 'run');
    try {
      // How long a 5 ms timer here waits while the file is checked: on this thread (pdf-lib scans
      // the 10 MB synchronously: tens of milliseconds on a quiet machine, seconds under load) and
      // through readFileType. Three rounds, in turn, compared by their medians, so a moment of load
      // (another test file's worker, a collection) slows both sides alike instead of failing one.
      const onThread: number[] = [];
      const inPool: number[] = [];
      for (let round = 0; round < 3; round++) {
        onThread.push(await worstTimerLag(Promise.resolve().then(() => isValidPdf(big))));
        const check = readFileType(big);
        inPool.push(await worstTimerLag(check));
        expect(await check).toEqual({ mime: 'application/pdf', ext: 'pdf' });
      }
      // The parse is the background pool's task, not this thread's.
      expect(run).toHaveBeenCalledWith('checkPdf', expect.any(Uint8Array), expect.any(Array));
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
      // Timers here stall far less than while the parse runs on this thread.
      expect(median(inPool)).toBeLessThan(median(onThread) / 2);
    } finally {
      run.mockRestore();
    }
  });
});
