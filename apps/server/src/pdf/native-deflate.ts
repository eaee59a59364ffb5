import { deflateSync } from 'node:zlib';
import { PDFArray, PDFContentStream, PDFName, PDFRef, type PDFDocument } from 'pdf-lib';

/**
 * Saves a PDF with its streams compressed by Node's zlib instead of pdf-lib's own (pako, written in
 * JavaScript, several times slower): the pages' content streams and the streams pdf-lib makes while
 * embedding fonts. The bytes inside the streams are the same once inflated; only the compressor
 * changes. For documents made in bulk (payslips).
 */
export async function saveWithNativeDeflate(doc: PDFDocument): Promise<Uint8Array> {
  const context = doc.context;
  // Font files and their ToUnicode maps are compressed when fonts are embedded (on flush).
  context.flateStream = (contents, dict = {}) =>
    context.stream(deflateSync(typeof contents === 'string' ? Buffer.from(contents, 'latin1') : contents), { ...dict, Filter: 'FlateDecode' });
  await doc.flush();
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      if (!(ref instanceof PDFRef)) continue;
      const stream = context.lookup(ref);
      if (stream instanceof PDFContentStream) context.assign(ref, context.flateStream(stream.getUnencodedContents()));
    }
  }
  return doc.save({ useObjectStreams: false });
}
