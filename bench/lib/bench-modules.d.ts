// The parts of two untyped packages the payslips bench compares with ours (bench/lib/payslip-libraries.ts).
declare module 'subset-font' {
  export default function subsetFont(font: Uint8Array, text: string, options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' }): Promise<Buffer>;
}
declare module 'zip-stream' {
  import { Transform } from 'node:stream';
  export default class ZipStream extends Transform {
    constructor(options?: { store?: boolean });
    entry(data: Buffer, meta: { name: string; date?: Date; store?: boolean }, callback: (err: Error | null) => void): void;
    finish(): void;
  }
}
