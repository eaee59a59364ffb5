import type { HolidayBody, HolidayImportBody } from '@wf/shared/contracts/public-holidays/public-holidays';
import { HOLIDAY_IMPORT_MAX_BYTES } from '@wf/shared/contracts/public-holidays/public-holidays';
import { publicHolidayEndpoints as e } from '@wf/shared/contracts/public-holidays/endpoints';
import { call } from '../../lib/call.ts';

export const holidayKeys = {
  all: ['public-holidays'] as const,
  year: (year: number) => ['public-holidays', 'year', year] as const,
};

export const holidaysApi = {
  list: (year: number) => call(e.list, { query: { year } }),
  export: (year: number, format: 'csv' | 'xlsx') => call(e.export, { query: { year, format } }),
  create: (body: HolidayBody) => call(e.create, { body }),
  update: (id: string, body: HolidayBody) => call(e.update, { params: { id }, body }),
  remove: (id: string) => call(e.remove, { params: { id } }),
  /** The raw file as the body; the server reads what it really is. */
  preview: (file: File) =>
    call(e.importPreview, {
      body: file,
      headers: { 'content-type': /\.ics$/i.test(file.name) ? 'text/calendar' : 'text/csv' },
    }),
  apply: (body: HolidayImportBody) => call(e.importApply, { body }),
};

/** A first check in the browser (the server checks the content again): the problem's name, or null. */
export function importFileProblem(file: File): 'tooLarge' | 'empty' | null {
  if (file.size === 0) return 'empty';
  if (file.size > HOLIDAY_IMPORT_MAX_BYTES) return 'tooLarge';
  return null;
}
