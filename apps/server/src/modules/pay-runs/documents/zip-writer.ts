import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A zip written as its files arrive, to a stream: each file stored (no compression: the PDFs'
 * streams are compressed already) with its local header, then the central directory at the end
 * (PKWARE APPNOTE 6.3, sections 4.3.7, 4.3.12, 4.3.16). Nothing but the directory's entries is
 * kept: a run's zip starts downloading with its first payslip instead of after the last, and its
 * size is not held in memory. Classic zip only (no ZIP64): at most 65,535 files and 4 GB, far above
 * a run (5,000 payslips are about 20 MB); past that `add` throws.
 */
export class ZipWriter {
  readonly stream: Readable;
  private readonly out = new PassThrough();
  private readonly directory: Buffer[] = [];
  private offset = 0;

  constructor() {
    this.stream = this.out;
  }

  /** Appends a file (ASCII name), waiting while the reader is behind. */
  async add(name: string, data: Uint8Array, modified: Date): Promise<void> {
    if (this.directory.length === 0xffff) throw new Error('zip: more than 65,535 files');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const { time, date } = dosDateTime(modified);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(0, 8); // stored
    writeEntryFields(local, 10, { time, date, crc, size: data.length, nameLength: nameBytes.length });

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header
    central.writeUInt16LE((3 << 8) | 20, 4); // made by: UNIX, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    writeEntryFields(central, 12, { time, date, crc, size: data.length, nameLength: nameBytes.length });
    // extra length, comment length, disk number, internal attributes: 0
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(this.offset, 42);
    this.directory.push(central, nameBytes);

    await this.write(Buffer.concat([local, nameBytes]));
    await this.write(data);
    if (this.offset > 0xffffffff) throw new Error('zip: larger than 4 GB');
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    const count = this.directory.length / 2;
    for (const part of this.directory) await this.write(part);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0); // end of central directory
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
  }

  /** Ends the stream with an error (the reader sees a failed download, not a short zip). */
  fail(err: unknown): void {
    this.out.destroy(err instanceof Error ? err : new Error(String(err)));
  }

  private async write(chunk: Uint8Array): Promise<void> {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await Promise.race([once(this.out, 'drain'), once(this.out, 'close')]);
    if (this.out.destroyed) throw new Error('zip: the reader went away');
  }
}

/**
 * The fields a local header and a central directory entry share, in the same order: time, date,
 * CRC-32, compressed and uncompressed size (equal: stored), name length (the extra field's length,
 * after it, stays 0).
 */
function writeEntryFields(
  buf: Buffer,
  at: number,
  f: { time: number; date: number; crc: number; size: number; nameLength: number },
): void {
  buf.writeUInt16LE(f.time, at);
  buf.writeUInt16LE(f.date, at + 2);
  buf.writeUInt32LE(f.crc, at + 4);
  buf.writeUInt32LE(f.size, at + 8);
  buf.writeUInt32LE(f.size, at + 12);
  buf.writeUInt16LE(f.nameLength, at + 16);
}

/** A date as MS-DOS time and date fields (2-second steps, years 1980-2107), from its UTC fields. */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}
