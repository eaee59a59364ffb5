import { once } from 'node:events';
import type { PassThrough, Readable } from 'node:stream';
import yazl from 'yazl';

/**
 * A zip written as its files arrive, to a stream: yazl (stored entries: the PDFs' streams are
 * compressed already; ZIP64 when a run ever needs it), with the one thing it leaves to its caller:
 * `add` waits while the reader is behind, so a run's zip starts downloading with its first payslip
 * and a slow download holds one payslip, not the run (yazl's addBuffer alone queues every file in
 * memory). Decision 025 (bench: `npm run bench -- payslips`).
 */
export class ZipWriter {
  private readonly zip = new yazl.ZipFile();
  /** yazl's output is a PassThrough (its types say only "readable"): its writable side tells when the reader is behind. */
  private readonly out = this.zip.outputStream as PassThrough;
  readonly stream: Readable = this.out;

  /** Appends a file (its name in UTF-8), waiting while the reader is behind. */
  async add(name: string, data: Uint8Array, modified: Date): Promise<void> {
    if (this.stream.destroyed) throw new Error('zip: the reader went away');
    this.zip.addBuffer(Buffer.from(data.buffer, data.byteOffset, data.byteLength), name, { compress: false, mtime: modified });
    // yazl writes a stored entry at once when it is next in line (else after the one before it).
    await this.readerCaughtUp();
  }

  /** Writes the central directory and ends the stream. */
  finish(): Promise<void> {
    this.zip.end();
    return Promise.resolve();
  }

  /** Ends the stream with an error (the reader sees a failed download, not a short zip). */
  fail(err: unknown): void {
    this.stream.destroy(err instanceof Error ? err : new Error(String(err)));
  }

  /** Resolves when the stream's buffer is below its mark again, or the reader is gone (then throws). */
  private async readerCaughtUp(): Promise<void> {
    const out = this.out;
    if (out.writableNeedDrain && !out.destroyed) {
      const stop = new AbortController();
      await Promise.race([once(out, 'drain', { signal: stop.signal }), once(out, 'close', { signal: stop.signal })]).finally(() =>
        stop.abort(),
      );
    }
    if (out.destroyed) throw new Error('zip: the reader went away');
  }
}
