import type { FastifyInstance } from 'fastify';
import {
  HOLIDAY_COLUMNS,
  HOLIDAY_IMPORT_MAX_BYTES,
  type HolidayRow,
} from '@wf/shared/contracts/public-holidays/public-holidays';
import { publicHolidayEndpoints as e } from '@wf/shared/contracts/public-holidays/endpoints';
import { singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { countPlan, HolidayFileError, weekday } from '@wf/shared/domain/public-holidays/holiday-import';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest } from '../../http/errors.ts';
import { routes } from '../../http/route.ts';
import { sendExport, type ExportColumn } from '../../http/table-export.ts';
import * as svc from './holiday-service.ts';
import { readHolidayFile } from './holiday-file.ts';
import * as clock from '@wf/shared/domain/clock';

const thisYear = () => Number(singaporeToday(clock.now()).slice(0, 4));

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
type ExportRow = HolidayRow & { weekday: string; observedText: string };
const EXPORT_COLUMNS: ExportColumn<ExportRow>[] = [
  { key: 'date', label: HOLIDAY_COLUMNS.date },
  { key: 'weekday', label: HOLIDAY_COLUMNS.weekday },
  { key: 'name', label: HOLIDAY_COLUMNS.name },
  { key: 'observedText', label: HOLIDAY_COLUMNS.observed },
  { key: 'note', label: HOLIDAY_COLUMNS.note },
];

/** Raw upload types of the import; the content decides what the file is. */
const UPLOAD_TYPES = [
  'text/csv',
  'text/calendar',
  'text/plain',
  'application/vnd.ms-excel',
  'application/octet-stream',
];

const FILE_MESSAGES: Record<HolidayFileError['problem'], string> = {
  empty: 'The file has no holidays in it',
  tooLarge: 'The file is larger than 256 KB',
  notText: 'The file is not a CSV or iCalendar text file',
  notCalendar: 'The file is not an iCalendar (.ics) calendar',
  noEvents: 'The calendar has no events',
  noColumns: 'The CSV needs the columns date and name',
  tooManyRows: 'The file has more than 1000 holidays',
};

/** A refused file: 413 when too large, else 400; `fields.file` names the problem for the web. */
function fileError(err: unknown): never {
  if (!(err instanceof HolidayFileError)) throw err;
  if (err.problem === 'tooLarge') {
    throw new AppError(413, ERROR_CODES.payloadTooLarge, FILE_MESSAGES.tooLarge, { file: err.problem });
  }
  throw badRequest(FILE_MESSAGES[err.problem], { file: err.problem });
}

/** Public holidays: the handlers of `publicHolidayEndpoints`. */
export async function holidayRoutes(app: FastifyInstance): Promise<void> {
  for (const t of UPLOAD_TYPES) {
    if (!app.hasContentTypeParser(t)) {
      app.addContentTypeParser(
        t,
        { parseAs: 'buffer', bodyLimit: HOLIDAY_IMPORT_MAX_BYTES + 1024 },
        (_req, body, done) => done(null, body),
      );
    }
  }

  routes(app, e, {
    list: async (req) => {
      const year = req.query.year ?? thisYear();
      const [items, years] = await Promise.all([svc.listHolidays(app.db, year), svc.holidayYears(app.db)]);
      return { year, items, years };
    },
    export: async (req, reply) => {
      const year = req.query.year ?? thisYear();
      const rows = (await svc.listHolidays(app.db, year)).map((r) => ({
        ...r,
        weekday: WEEKDAYS[weekday(r.date)]!,
        observedText: r.observed ? 'Yes' : '',
      }));
      return sendExport(reply, req.query.format, `public-holidays-${year}`, EXPORT_COLUMNS, rows);
    },
    between: async (req) => ({ items: await svc.holidaysBetween(app.db, req.query.from, req.query.to) }),
    create: (req) => svc.createHoliday(app.db, req.user.id, req.body),
    update: (req) => svc.updateHoliday(app.db, req.user.id, req.params.id, req.body),
    remove: async (req) => {
      await svc.deleteHoliday(app.db, req.user.id, req.params.id);
      return { ok: true as const };
    },
    importPreview: [
      async (req) => {
        if (!Buffer.isBuffer(req.body)) throw badRequest('Send the file as the request body', { file: 'empty' });
        let file;
        try {
          file = readHolidayFile(req.body);
        } catch (err) {
          fileError(err);
        }
        const rows = await svc.previewHolidayImport(app.db, file.rows);
        return { format: file.format, rows, counts: countPlan(rows) };
      },
      { bodyLimit: HOLIDAY_IMPORT_MAX_BYTES + 1024 },
    ],
    importApply: (req) => svc.applyHolidayImport(app.db, req.user.id, req.body.items),
  });
}
