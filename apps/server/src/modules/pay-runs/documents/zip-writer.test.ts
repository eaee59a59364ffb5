import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { ZipWriter } from './zip-writer.ts';

describe('ZipWriter', () => {
  it('writes a zip that readers open, with every file, its bytes, its CRC and its date', async () => {
    const zip = new ZipWriter();
    const collected = zip.stream.toArray();
    const big = Buffer.alloc(300_000, 7); // more than a stream's buffer: the writer waits for the reader
    await zip.add('payslip-2026-11-01-PT-000001-Tan_Mei_Ling.pdf', Buffer.from('%PDF-1.7 one'), new Date('2026-11-30T00:00:00Z'));
    await zip.add('big.bin', big, new Date('2026-11-30T10:20:30Z'));
    await zip.add('empty.txt', new Uint8Array(0), new Date('2026-11-30T00:00:00Z'));
    await zip.finish();
    const bytes = Buffer.concat((await collected) as Buffer[]);

    const read = await JSZip.loadAsync(bytes, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(['payslip-2026-11-01-PT-000001-Tan_Mei_Ling.pdf', 'big.bin', 'empty.txt']);
    expect(await read.file('payslip-2026-11-01-PT-000001-Tan_Mei_Ling.pdf')!.async('string')).toBe('%PDF-1.7 one');
    expect(Buffer.from(await read.file('big.bin')!.async('uint8array')).equals(big)).toBe(true);
    expect(await read.file('empty.txt')!.async('string')).toBe('');
    // Info-ZIP's own check, where the machine has it (CRC of each file, the directory's offsets)
    let unzip = '';
    try {
      const dir = mkdtempSync(path.join(tmpdir(), 'zip-writer-'));
      writeFileSync(path.join(dir, 'a.zip'), bytes);
      unzip = execFileSync('unzip', ['-t', path.join(dir, 'a.zip')], { encoding: 'utf8' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    if (unzip) expect(unzip).toContain('No errors detected');
  });

  it('ends the stream with the error when making the files fails', async () => {
    const zip = new ZipWriter();
    const collected = zip.stream.toArray();
    await zip.add('a.pdf', Buffer.from('a'), new Date('2026-11-30T00:00:00Z'));
    zip.fail(new Error('payslip failed'));
    await expect(collected).rejects.toThrow('payslip failed');
  });

  it('holds one file, not the run, while the reader is behind, and stops when the reader goes away (decision 025)', async () => {
    const zip = new ZipWriter();
    const big = Buffer.alloc(300_000, 1);
    let added = false;
    const adding = zip.add('big.bin', big, new Date('2026-11-30T00:00:00Z')).then(() => (added = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(added).toBe(false); // nobody reads yet: add waits
    const collected = zip.stream.toArray();
    await adding;
    expect(added).toBe(true);
    await zip.finish();
    expect(Buffer.concat((await collected) as Buffer[]).length).toBeGreaterThan(big.length);

    const gone = new ZipWriter();
    const waiting = gone.add('big.bin', big, new Date('2026-11-30T00:00:00Z'));
    gone.stream.destroy();
    await expect(waiting).rejects.toThrow('the reader went away');
    await expect(gone.add('next.bin', big, new Date('2026-11-30T00:00:00Z'))).rejects.toThrow('the reader went away');
  });
});
