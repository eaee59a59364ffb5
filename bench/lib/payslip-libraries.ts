import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import * as fontkit from 'fontkit';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import subsetFont from 'subset-font';
import yazl from 'yazl';
import ZipStream from 'zip-stream';
import { cjkFontPath, embedCjkFont } from '../../apps/server/src/pdf/cjk-font.ts';
import { ZipWriter } from '../../apps/server/src/modules/pay-runs/documents/zip-writer.ts';
import { printTable } from './report.ts';

/**
 * Issue #27 item 7: our hand-written pieces of the payslip path beside the well-kept libraries that
 * do the same, on the same input (docs/decisions/025-zip-and-font-libraries.md).
 *
 * Zip: the run's PDFs (already made) written as a stored zip by zip-writer.ts (yazl with a wait for
 * the reader; it replaced a hand-written writer, whose figures are in the decision), yazl alone and zip-stream:
 * CPU time, size, the zip read back by JSZip, and how much each holds when the reader does not
 * read (a slow download): what `add` accepted before it made the writer wait.
 *
 * CJK font: a PDF with the Chinese name of one payslip, the font embedded as a subset of Noto Sans
 * Hans: ours (fontkit's subsetter with cff-desubroutinize.ts) and harfbuzz's hb-subset (subset-font)
 * with the subset embedded whole.
 */
type Writer = { add(name: string, data: Buffer, modified: Date): Promise<void>; finish(): Promise<void>; stream: Readable };

/** zip-writer.ts: yazl, with `add` waiting while the reader is behind (decision 025). */
const ours = (): Writer => new ZipWriter();

/** yazl: addBuffer queues the entry (no wait); the output stream carries it. */
function viaYazl(): Writer {
  const zip = new yazl.ZipFile();
  return {
    stream: zip.outputStream as Readable,
    add: async (name, data, mtime) => zip.addBuffer(data, name, { compress: false, mtime }),
    finish: async () => zip.end(),
  };
}

/** zip-stream: entry() calls back when the entry has gone into the readable side. */
function viaZipStream(): Writer {
  const zip = new ZipStream({ store: true });
  const out = new PassThrough();
  zip.pipe(out);
  return {
    stream: out,
    add: (name, data, date) =>
      new Promise<void>((resolve, reject) => zip.entry(data, { name, date, store: true }, (err) => (err ? reject(err) : resolve()))),
    finish: async () => void zip.finish(),
  };
}

const WRITERS: Array<[string, () => Writer]> = [
  ['zip-writer.ts (yazl + wait)', ours],
  ['yazl 3.3.1', viaYazl],
  ['zip-stream 4.1.1', viaZipStream],
];

async function zipAll(make: () => Writer, pdfs: Buffer[]): Promise<Buffer> {
  const w = make();
  const chunks = w.stream.toArray();
  const modified = new Date('2026-11-30T00:00:00Z');
  for (let i = 0; i < pdfs.length; i++) await w.add(`payslip-${i}.pdf`, pdfs[i]!, modified);
  await w.finish();
  return Buffer.concat((await chunks) as Buffer[]);
}

/** Bytes of PDFs the writer accepted (add resolved) while nobody reads its stream, within 200 ms. */
async function acceptedWithoutReader(make: () => Writer, pdfs: Buffer[]): Promise<number> {
  const w = make();
  let accepted = 0;
  const modified = new Date('2026-11-30T00:00:00Z');
  const adding = (async () => {
    for (let i = 0; i < pdfs.length; i++) {
      await w.add(`payslip-${i}.pdf`, pdfs[i]!, modified);
      accepted += pdfs[i]!.length;
    }
  })();
  await Promise.race([adding, new Promise((r) => setTimeout(r, 200))]);
  const held = accepted;
  w.stream.resume(); // let it finish, then drop it
  await adding;
  await w.finish();
  await once(w.stream, 'end').catch(() => undefined);
  return held;
}

export async function compareZipWriters(pdfs: Buffer[]): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  const total = pdfs.reduce((n, p) => n + p.length, 0);
  for (const [what, make] of WRITERS) {
    await zipAll(make, pdfs.slice(0, 50)); // warm-up
    const runs = 5;
    const c0 = process.cpuUsage();
    let zip: Buffer = Buffer.alloc(0);
    for (let r = 0; r < runs; r++) zip = await zipAll(make, pdfs);
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6 / runs;
    const read = await JSZip.loadAsync(zip);
    const files = Object.keys(read.files).length;
    const first = await read.file('payslip-0.pdf')!.async('nodebuffer');
    rows.push({
      writer: what,
      PDFs: pdfs.length,
      'CPU ms per zip': (cpu * 1000).toFixed(1),
      'PDFs per CPU-second': Math.round(pdfs.length / cpu),
      'zip bytes over PDFs': zip.length - total,
      'read back': files === pdfs.length && first.equals(pdfs[0]!) ? 'ok' : `FAILED (${files})`,
      'KB accepted, no reader': Math.round((await acceptedWithoutReader(make, pdfs)) / 1024),
    });
  }
  printTable(`Zip writers side by side: the same ${pdfs.length.toLocaleString('en')} payslip PDFs (${(total / 1048576).toFixed(1)} MB), stored`, rows);
}

export async function compareCjkSubsetters(names: string[]): Promise<void> {
  const fontBytes = await readFile(cjkFontPath());
  const rows: Array<Record<string, string | number>> = [];
  const pdfWith = async (embed: (doc: PDFDocument) => Promise<import('pdf-lib').PDFFont>, name: string) => {
    const doc = await PDFDocument.create();
    const font = await embed(doc);
    doc.addPage([595, 842]).drawText(name, { font, size: 12, x: 50, y: 780 });
    return doc.save({ useObjectStreams: false });
  };
  const sides: Array<[string, (name: string) => Promise<Uint8Array>]> = [
    ['fontkit + cff-desubroutinize.ts (ours)', (name) => pdfWith(embedCjkFont, name)],
    [
      'harfbuzz hb-subset (subset-font 2.9.0)',
      async (name) => {
        const subset = await subsetFont(fontBytes, name, { targetFormat: 'sfnt' });
        return pdfWith(async (doc) => {
          doc.registerFontkit(fontkit as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
          return doc.embedFont(subset, { subset: false });
        }, name);
      },
    ],
  ];
  for (const [what, make] of sides) {
    await make(names[0]!); // warm-up: the font parsed / the wasm loaded once
    const c0 = process.cpuUsage();
    let bytes = 0;
    for (const n of names) bytes += (await make(n)).length;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1e6;
    rows.push({
      subsetter: what,
      PDFs: names.length,
      'CPU ms per PDF': ((cpu * 1000) / names.length).toFixed(2),
      'PDFs per CPU-second': Math.round(names.length / cpu),
      'avg KB per PDF': (bytes / names.length / 1024).toFixed(1),
    });
  }
  printTable(`CJK font subset side by side: a PDF with one Chinese name (${names.length} names), Noto Sans Hans`, rows);
}
