import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A file as an attachment, never cached or sniffed (payslips, bank files, IR8A forms). */
export function sendAttachment(
  reply: FastifyReply,
  name: string,
  type: string,
  body: string | Buffer | Readable,
): FastifyReply {
  return reply
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .type(type)
    .send(body);
}
