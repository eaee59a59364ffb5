import type { FastifyReply } from 'fastify';

/**
 * Answers a stored file (an attachment, an image) as a download, or `inline` to view it in the
 * browser: its type, a name safe in the header (ASCII fallback and the UTF-8 form), never cached,
 * never sniffed.
 */
export function sendStoredFile(reply: FastifyReply, f: { data: Buffer; mime: string; name: string }, inline: boolean) {
  const ascii = f.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', f.mime)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(f.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(f.data);
}

/** A raw upload's bytes (the body parsed as a buffer), or undefined when it is not one. */
export const rawBody = (body: unknown): Buffer | undefined => (Buffer.isBuffer(body) ? body : undefined);

/** The raw upload types a route parses as bytes; the content decides what a file really is. */
export const RAW_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'];

/** The X-File-Name header of a raw upload (URL-encoded), or undefined when absent or garbled. */
export function uploadName(header: string | undefined): string | undefined {
  try {
    return header ? decodeURIComponent(header) : undefined;
  } catch {
    return undefined;
  }
}

/** A safe display name: the user's base name without path or odd characters, with the real extension. */
export function safeFileName(original: string | undefined, ext: string, fallback: string): string {
  const base = (original ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_\- ().]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || fallback}.${ext}`;
}
