import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from './audit.ts';

/** What a download handler says about the record it served (the default: an export of a list). */
export type DownloadRecord = { entityType: string; entityId: string; detail?: Record<string, unknown> };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a handler that serves one record's file (auditDownloadOf); read by the download audit. */
    downloadRecord: DownloadRecord | null;
  }
}

/** Names the record a file download serves, for its audit entry (worker document, certificate file). */
export function auditDownloadOf(req: { downloadRecord: DownloadRecord | null }, record: DownloadRecord): void {
  req.downloadRecord = record;
}

/**
 * Every file download is audited (issue 12, defect 4): for each route whose endpoint definition
 * says `answer: 'file'`, a successful answer writes one audit entry (who, which route, which
 * record, the filters of an export) before the bytes leave. When the entry cannot be written the
 * download fails. A failed or refused download (4xx/5xx) writes none.
 */
export function registerDownloadAudit(app: FastifyInstance): void {
  app.decorateRequest('downloadRecord', null);
  app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
    const endpoint = req.routeOptions.config?.endpoint;
    if (endpoint?.answer !== 'file' || reply.statusCode >= 300 || req.method === 'HEAD') return payload;
    // A public file (the business logo on the registration page) is nobody's record: not audited.
    if (endpoint.access === 'public') return payload;
    const record = req.downloadRecord;
    await writeAudit(app.db, {
      actorId: req.user?.id ?? null,
      action: record ? 'file.download' : 'file.export',
      entityType: record?.entityType ?? 'export',
      entityId: record?.entityId ?? null,
      after: {
        route: `${endpoint.method} ${endpoint.path}`,
        ...(record?.detail ?? {}),
        ...(record ? {} : { query: req.query }),
      },
    });
    return payload;
  });
}
