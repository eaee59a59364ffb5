import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@wf/shared/roles';
import type { FileManagerItem, FileManagerQuery } from '@wf/shared/contracts/apps/file-manager/file-manager';
import { fileManagerEndpoints as e } from '@wf/shared/contracts/apps/file-manager/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import {
  certificateTypes,
  fileManagerFiles,
  payRunLines,
  payRuns,
  rosterImports,
  users,
  workerCertificates,
  workerFiles,
  workers,
} from '../../../db/schema/index.ts';
import { dbLabel } from '../../../test/harness.ts';
import { useTestContext } from '../../../test/use-test-context.ts';
import { PDF_THEN_HTML, REAL_PNG, realPdf } from '../../../test/file-fixtures.ts';

const ctx = useTestContext();
const { call } = ctx;
const list = async (role: Role, query: FileManagerQuery = {}) => {
  const res = await call(role, e.list, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer();
};
const names = (items: readonly FileManagerItem[]) => items.map((i) => i.name);
let PDF: Buffer;
/** Worker name -> id: two workers, named so that sorting by name is visible. */
const W: Record<string, string> = {};
let runId = '';
let importId = '';
let certId = '';

beforeAll(async () => {
  PDF = await realPdf();
  const db = ctx.app.db;
  for (const [i, name] of ['zara Lim', 'Ahmad Tan', 'benjamin Ong'].entries()) {
    const [w] = await db
      .insert(workers)
      .values({
        name,
        positionApplied: 'Food Operator',
        contactNumber: '91234567',
        dateOfBirth: '1995-05-05',
        idType: 'Passport',
        idNumber: `FM${i}X${name.length}`,
        status: 'active',
        employeeCode: `PT-8${String(i).padStart(5, '0')}`,
      })
      .returning({ id: workers.id });
    W[name] = w!.id;
  }
  const file = (workerId: string, kind: 'certificate' | 'signature' | 'contract', fileName: string) => ({
    workerId,
    kind,
    fileName,
    mimeType: 'application/pdf',
    size: PDF.length,
    sha256: 'b'.repeat(64),
    data: PDF,
  });
  await db
    .insert(workerFiles)
    .values([
      file(W['zara Lim']!, 'signature', 'signature.pdf'),
      file(W['zara Lim']!, 'certificate', 'certificate.pdf'),
      file(W['zara Lim']!, 'contract', 'contract.pdf'),
      file(W['Ahmad Tan']!, 'certificate', 'certificate.pdf'),
    ]);
  const [type] = await db.insert(certificateTypes).values({ name: 'Food Safety Course Level 1' }).returning();
  const [cert] = await db
    .insert(workerCertificates)
    .values({
      workerId: W['benjamin Ong']!,
      typeId: type!.id,
      fileData: PDF,
      fileMime: 'application/pdf',
      fileName: 'food-safety.pdf',
      fileSize: PDF.length,
    })
    .returning();
  certId = cert!.id;
  const [run] = await db
    .insert(payRuns)
    .values({
      frequency: 'monthly',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      cpfMonth: '2026-09',
      status: 'hr_confirmed',
      hrConfirmedAt: new Date('2026-10-02T02:00:00Z'),
    })
    .returning();
  runId = run!.id;
  const [draft] = await db
    .insert(payRuns)
    .values({
      frequency: 'monthly',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      cpfMonth: '2026-10',
      status: 'draft',
    })
    .returning();
  const line = (rid: string, name: string) => ({
    runId: rid,
    workerId: W[name]!,
    workerName: name,
    engagementType: 'employee' as const,
    cpfStatus: 'foreigner' as const,
    basicRateCents: 1200,
    regularMinutes: 0,
    overtimeMinutes: 0,
    restDayMinutes: 0,
    publicHolidayMinutes: 0,
    basicPayCents: 0,
    overtimePayCents: 0,
    restDayPayCents: 0,
    publicHolidayPayCents: 0,
    allowanceCents: 0,
    otherAdditionCents: 0,
    deductionCents: 0,
    grossCents: 0,
    employeeCpfCents: 0,
    employerCpfCents: 0,
    sdlCents: 0,
    netCents: 0,
    hasBankDetails: false,
    items: { shifts: [], adjustments: [] },
  });
  await db.insert(payRunLines).values([line(runId, 'Ahmad Tan'), line(draft!.id, 'zara Lim')]);
  const [imp] = await db
    .insert(rosterImports)
    .values({
      fileName: 'october-rosters.csv',
      fileHash: 'c'.repeat(64),
      format: 'csv',
      sizeBytes: 12,
      fileData: Buffer.from('date,project\n'),
      status: 'checked',
    })
    .returning();
  importId = imp!.id;
});

describe(`file manager: the system's documents (${dbLabel})`, () => {
  it("lists each kind's folder at the root ('null' or no folderId) only to the roles its download route serves", async () => {
    const kinds = async (role: Role, query: FileManagerQuery = {}) =>
      (await list(role, query)).folders
        .filter((f) => f.area !== 'shared')
        .map((f) => f.id)
        .sort();
    expect(await kinds('admin', { folderId: 'null' })).toEqual([
      'certificates',
      'contracts',
      'imports',
      'payslips',
      'worker-documents',
    ]);
    expect(await kinds('hr')).toEqual(['certificates', 'contracts', 'imports', 'payslips', 'worker-documents']);
    // managers read workers' documents and certificates, never payslips, contracts (full ID) or import files
    expect(await kinds('manager')).toEqual(['certificates', 'worker-documents']);
    // finance reads payslips, never workers' documents
    expect(await kinds('finance')).toEqual(['payslips']);
    const root = await list('admin');
    expect(root.path).toEqual([]);
    expect(names(root.folders)).toEqual(
      [...names(root.folders)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(root.folders.find((f) => f.id === 'worker-documents')).toMatchObject({
      type: 'folder',
      contents: '3 files',
      folderId: null,
      count: 3,
    });
    // a folder or file of a kind the role may not read is not found, however it is asked for
    for (const [role, id] of [
      ['finance', 'worker-documents'],
      ['finance', `certificates/${W['benjamin Ong']}`],
      ['manager', 'payslips'],
      ['manager', `payslips/${W['Ahmad Tan']}`],
      ['manager', 'contracts'],
      ['manager', 'imports'],
    ] as const)
      expect((await call(role, e.list, { query: { folderId: id } })).statusCode, `${role} ${id}`).toBe(404);
    expect((await call('admin', e.list, { query: { folderId: 'nothing-here' } })).statusCode).toBe(404);
    expect((await call(null, e.list, { query: {} })).statusCode).toBe(401);
  });

  it('shows one folder per worker sorted by name, their files sorted by name, and the path from the root', async () => {
    const docs = await list('manager', { folderId: 'worker-documents' });
    expect(names(docs.folders)).toEqual(['Ahmad Tan', 'zara Lim']);
    expect(docs.files).toEqual([]);
    expect(docs.path.map((p) => p.id)).toEqual(['worker-documents']);
    const zara = docs.folders.find((f) => f.name === 'zara Lim')!;
    expect(zara).toMatchObject({
      id: `worker-documents/${W['zara Lim']}`,
      folderId: 'worker-documents',
      contents: '2 files',
    });
    const inside = await list('manager', { folderId: zara.id });
    expect(names(inside.files)).toEqual(['certificate.pdf', 'signature.pdf']);
    expect(inside.path.map((p) => p.name)).toEqual(['Worker documents', 'zara Lim']);
    expect(inside.files[0]).toMatchObject({
      type: 'PDF',
      folderId: zara.id,
      contents: null,
      editable: false,
      source: { kind: 'worker-file', workerId: W['zara Lim'] },
    });
    expect(inside.files[0]!.size).toMatch(/^\d+(\.\d)? (B|KB)$/);
    // the contract is not among a manager's worker documents: it is in Contracts (hr and admin)
    expect(names(inside.files)).not.toContain('contract.pdf');
    const contracts = await list('hr', { folderId: `contracts/${W['zara Lim']}` });
    expect(names(contracts.files)).toEqual(['contract.pdf']);
    // the file is served by the workers' own route, which checks the same rule
    const src = inside.files[0]!.source as { workerId: string; fileId: string };
    expect(
      (await call('manager', workerEndpoints.file, { params: { id: src.workerId, fileId: src.fileId }, query: {} }))
        .statusCode,
    ).toBe(200);
    const c = contracts.files[0]!.source as { workerId: string; fileId: string };
    expect(
      (await call('manager', workerEndpoints.file, { params: { id: c.workerId, fileId: c.fileId }, query: {} }))
        .statusCode,
    ).toBe(403);
  });

  it("lists payslips of confirmed runs only, each opened by the pay runs' payslip route", async () => {
    const slips = await list('finance', { folderId: 'payslips' });
    // the draft run's line (zara) is no payslip yet
    expect(names(slips.folders)).toEqual(['Ahmad Tan']);
    const ahmad = await list('finance', { folderId: slips.folders[0]!.id });
    expect(ahmad.files).toEqual([
      expect.objectContaining({
        name: 'payslip-2026-09-01-2026-09-30.pdf',
        type: 'PDF',
        source: { kind: 'payslip', runId, workerId: W['Ahmad Tan'] },
      }),
    ]);
    const certs = await list('manager', { folderId: `certificates/${W['benjamin Ong']}` });
    expect(certs.files).toEqual([
      expect.objectContaining({
        name: 'food-safety.pdf',
        description: 'Food Safety Course Level 1',
        source: { kind: 'certificate', id: certId },
      }),
    ]);
    expect((await call('manager', certificateEndpoints.file, { params: { id: certId }, query: {} })).statusCode).toBe(
      200,
    );
    const imports = await list('hr', { folderId: 'imports' });
    expect(imports.folders).toEqual([]);
    expect(imports.files).toEqual([
      expect.objectContaining({ name: 'october-rosters.csv', type: 'CSV', source: { kind: 'import', id: importId } }),
    ]);
  });

  it('searches a folder by name', async () => {
    const found = await list('hr', { folderId: 'worker-documents', search: 'ahm' });
    expect(names(found.folders)).toEqual(['Ahmad Tan']);
  });
});

describe(`file manager: staff folders and files (${dbLabel})`, () => {
  it('creates nested folders, lists them by name with the path from the root, and refuses writes into the system folders', async () => {
    const create = async (role: Role, folderId: string | null, name: string) => {
      const res = await call(role, e.createFolder, {
        body: {
          folderId,
          name,
          description: `About ${name}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.answer();
    };
    const ops = await create('hr', null, 'Operations');
    const b = await create('hr', ops.id, 'beta');
    await create('manager', ops.id, 'Alpha');
    const deep = await create('hr', b.id, 'Deep');
    const opsList = await list('finance', { folderId: ops.id });
    expect(names(opsList.folders)).toEqual(['Alpha', 'beta']);
    expect(opsList.path.map((p) => p.name)).toEqual(['Operations']);
    const deepList = await list('finance', { folderId: deep.id });
    expect(deepList.path.map((p) => p.name)).toEqual(['Operations', 'beta', 'Deep']);
    expect(deepList.path[0]).toMatchObject({
      folderId: null,
      description: 'About Operations',
      createdBy: expect.any(String),
    });
    expect((await list('finance')).folders.map((f) => f.name)).toContain('Operations');
    expect((await call('hr', e.createFolder, { body: { folderId: null, name: '' } })).statusCode).toBe(400);
    const bad = await call('hr', e.createFolder, {
      body: {
        folderId: '00000000-0000-4000-8000-000000000000',
        name: 'x',
      },
    });
    expect(bad.statusCode).toBe(404);
    // uploads into a kind's folder are refused
    const auth = await ctx.as('hr');
    const intoPayslips = await ctx.inject({
      method: 'POST',
      url: '/api/apps/file-manager/file?folderId=payslips',
      payload: PDF,
      headers: { ...auth, 'content-type': 'application/pdf', 'x-file-name': 'a.pdf' },
    });
    expect(intoPayslips.statusCode).toBe(409);
  });

  it('uploads checked by content and size, renames and deletes with the uploader or an admin, and serves the bytes', async () => {
    const send = async (role: Role, folderId: string, name: string, body: Buffer, type = 'application/octet-stream') =>
      ctx.inject({
        method: 'POST',
        url: `/api/apps/file-manager/file?folderId=${encodeURIComponent(folderId)}`,
        payload: body,
        headers: { ...(await ctx.as(role)), 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      });
    const folder = (await call('manager', e.createFolder, { body: { folderId: null, name: 'Site photos' } })).answer();
    const pdf = await send('manager', folder.id, 'Induction Notes.PDF', PDF, 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    expect(pdf.json()).toMatchObject({
      name: 'Induction Notes.pdf',
      type: 'PDF',
      folderId: folder.id,
      editable: true,
      area: 'shared',
    });
    const png = await send('manager', folder.id, 'gate.png', REAL_PNG);
    expect(png.json()).toMatchObject({ name: 'gate.png', type: 'PNG' });
    const txt = await send('manager', folder.id, 'readme.txt', Buffer.from('Gate code is at the guard house.\n'));
    expect(txt.json()).toMatchObject({ type: 'TXT' });
    // by content, not by name: HTML behind a PDF header, a script named .txt with control bytes, an empty file
    expect((await send('manager', folder.id, 'x.pdf', PDF_THEN_HTML, 'application/pdf')).statusCode).toBe(400);
    expect((await send('manager', folder.id, 'x.html', Buffer.from('<script>alert(1)</script>'))).statusCode).toBe(400);
    expect((await send('manager', folder.id, 'x.txt', Buffer.from([0x4d, 0x5a, 0x00, 0x01]))).statusCode).toBe(400);
    expect((await send('manager', folder.id, 'x.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect((await send('manager', folder.id, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 0x61))).statusCode).toBe(
      413,
    );

    const inside = await list('hr', { folderId: folder.id });
    expect(names(inside.files)).toEqual(['gate.png', 'Induction Notes.pdf', 'readme.txt']);
    expect(inside.files.every((f) => !f.editable)).toBe(true);
    expect((await list('admin', { folderId: folder.id })).files.every((f) => f.editable)).toBe(true);
    expect((await list('manager')).folders.find((f) => f.id === folder.id)).toMatchObject({ contents: '3 files' });

    const id = (pdf.json() as FileManagerItem).id;
    const got = await call('finance', e.content, { params: { id }, query: {} });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);

    // someone else may not rename or delete it; the uploader and an admin may
    expect((await call('hr', e.updateFile, { body: { id, item: { name: 'Mine.pdf' } } })).statusCode).toBe(403);
    expect((await call('hr', e.deleteFile, { query: { id } })).statusCode).toBe(403);
    const renamed = await call('manager', e.updateFile, {
      body: {
        id,
        item: { name: 'Induction.pdf', description: 'For new crew' },
      },
    });
    expect(renamed.answer()).toMatchObject({ name: 'Induction.pdf', description: 'For new crew' });
    // a folder with files in it is not deleted
    expect((await call('manager', e.deleteFolder, { query: { id: folder.id } })).statusCode).toBe(409);
    for (const f of inside.files)
      expect((await call('admin', e.deleteFile, { query: { id: f.id } })).statusCode).toBe(200);
    expect((await call('manager', e.deleteFolder, { query: { id: folder.id } })).statusCode).toBe(200);
    expect((await call('manager', e.list, { query: { folderId: folder.id } })).statusCode).toBe(404);
    expect((await call('finance', e.content, { params: { id }, query: {} })).statusCode).toBe(404);
  });

  it('pages a large folder: 100 per page, sorted across pages, with the totals', async () => {
    const folder = (await call('admin', e.createFolder, { body: { folderId: null, name: 'Archive' } })).answer();
    const [admin] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    await ctx.app.db.insert(fileManagerFiles).values(
      Array.from({ length: 150 }, (_, i) => ({
        folderId: folder.id,
        name: `scan-${String(149 - i).padStart(3, '0')}.txt`,
        mimeType: 'text/plain',
        size: 1,
        sha256: 'd'.repeat(64),
        data: Buffer.from('x'),
        createdBy: admin!.id,
      })),
    );
    const one = await list('hr', { folderId: folder.id });
    expect(one.pagination).toEqual({ page: 1, size: 100, totalFolders: 0, totalFiles: 150, lastPage: 2 });
    expect(one.files).toHaveLength(100);
    expect(one.files[0]!.name).toBe('scan-000.txt');
    const two = await list('hr', { folderId: folder.id, page: 2 });
    expect(two.files.map((f) => f.name)).toEqual(
      Array.from({ length: 50 }, (_, i) => `scan-${String(100 + i).padStart(3, '0')}.txt`),
    );
  });
});
