import { eq, sql } from 'drizzle-orm';
import type { BusinessProfile, BusinessProfileBody } from '@wf/shared/contracts/business/business';
import type { DbOrTx } from '../../db/client.ts';
import { businessProfile } from '../../db/schema/index.ts';
import { withStoredFiles, type FileStorage } from '../../storage/file-storage.ts';
import { discardReplaced } from '../../storage/references.ts';
import { notFound, staleVersion } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import * as clock from '@wf/shared/domain/clock';

/** The business profile (issue 13, item 17): one row, read by anyone, changed by admin. */
const ROW = 1;
const EMPTY: BusinessProfile = { name: '', uen: '', address: '', contactPhone: '', contactEmail: '', logoUrl: null, singleApproverOffice: false, gstRegistered: false, gstRateBasisPoints: 900, version: 1 };

const cols = {
  name: businessProfile.name,
  uen: businessProfile.uen,
  address: businessProfile.address,
  contactPhone: businessProfile.contactPhone,
  contactEmail: businessProfile.contactEmail,
  logoMime: businessProfile.logoMime,
  logoVersion: businessProfile.logoVersion,
  singleApproverOffice: businessProfile.singleApproverOffice,
  gstRegistered: businessProfile.gstRegistered,
  gstRateBasisPoints: businessProfile.gstRateBasisPoints,
  version: businessProfile.version,
};
type Row = Omit<BusinessProfile, 'logoUrl'> & { logoMime: string | null; logoVersion: number };

const toProfile = (r: Row | undefined): BusinessProfile =>
  r
    ? {
        name: r.name,
        uen: r.uen,
        address: r.address,
        contactPhone: r.contactPhone,
        contactEmail: r.contactEmail,
        logoUrl: r.logoMime ? `/api/business/logo?v=${r.logoVersion}` : null,
        singleApproverOffice: r.singleApproverOffice,
        gstRegistered: r.gstRegistered,
        gstRateBasisPoints: r.gstRateBasisPoints,
        version: r.version,
      }
    : { ...EMPTY };

export async function getBusinessProfile(db: DbOrTx): Promise<BusinessProfile> {
  const rows = await db.select(cols).from(businessProfile).where(eq(businessProfile.id, ROW));
  return toProfile(rows[0]);
}

export async function updateBusinessProfile(db: DbOrTx, actorId: string, body: BusinessProfileBody): Promise<BusinessProfile> {
  const { version, ...fields } = body;
  return db.transaction(async (tx) => {
    await tx.insert(businessProfile).values({ id: ROW }).onConflictDoNothing();
    const current = (await tx.select(cols).from(businessProfile).where(eq(businessProfile.id, ROW)).for('update'))[0]!;
    if (current.version !== version) throw staleVersion(current.version);
    const before = toProfile(current);
    const next = {
      ...fields,
      singleApproverOffice: fields.singleApproverOffice ?? before.singleApproverOffice,
      gstRegistered: fields.gstRegistered ?? before.gstRegistered,
      gstRateBasisPoints: fields.gstRateBasisPoints ?? before.gstRateBasisPoints,
    };
    const rows = await tx
      .update(businessProfile)
      .set({ ...next, updatedBy: actorId, updatedAt: clock.now(), version: sql`${businessProfile.version} + 1` })
      .where(eq(businessProfile.id, ROW))
      .returning(cols);
    const { logoUrl: _b, version: _v, ...was } = before;
    await writeAudit(tx, {
      actorId,
      action: 'business.update',
      entityType: 'business',
      entityId: null,
      before: was,
      after: next,
    });
    return toProfile(rows[0]);
  });
}

/**
 * Whether one person may approve two stages of the same adjustment or pay run (a one-person office,
 * issue #26); off unless admin turned it on in the business settings.
 */
export async function singleApproverOffice(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ on: businessProfile.singleApproverOffice }).from(businessProfile).where(eq(businessProfile.id, ROW));
  return rows[0]?.on ?? false;
}

/** A new logo (already checked by content): stored through the file storage, the old one removed. */
export async function setBusinessLogo(
  db: DbOrTx,
  files: FileStorage,
  actorId: string,
  logo: { data: Buffer; mime: string } | null,
): Promise<BusinessProfile> {
  let old: Array<{ data: Buffer | null; storageKey: string | null }> = [];
  const stored = logo ? [{ bytes: logo.data, contentType: logo.mime }] : [];
  // A new logo's object is removed again when the transaction fails (withStoredFiles).
  const result = await withStoredFiles(files, stored, ([put]) => db.transaction(async (tx) => {
    const ref = put ?? { data: null, storageKey: null };
    old = await tx
      .select({ data: businessProfile.logoData, storageKey: businessProfile.logoStorageKey })
      .from(businessProfile)
      .where(eq(businessProfile.id, ROW))
      .for('update');
    const set = {
      logoData: ref.data,
      logoStorageKey: ref.storageKey,
      logoMime: logo?.mime ?? null,
      updatedBy: actorId,
      updatedAt: clock.now(),
    };
    const current = await tx.select({ v: businessProfile.logoVersion }).from(businessProfile).where(eq(businessProfile.id, ROW));
    const version = (current[0]?.v ?? 0) + 1;
    const rows = await tx
      .insert(businessProfile)
      .values({ id: ROW, ...set, logoVersion: version })
      .onConflictDoUpdate({ target: businessProfile.id, set: { ...set, logoVersion: version } })
      .returning(cols);
    await writeAudit(tx, {
      actorId,
      action: logo ? 'business.set_logo' : 'business.remove_logo',
      entityType: 'business',
      entityId: null,
      before: { logo: old[0]?.data || old[0]?.storageKey ? 'set' : null },
      after: logo ? { logo: 'set', type: logo.mime, bytes: logo.data.length } : { logo: null },
    });
    return toProfile(rows[0]);
  }));
  // The replaced logo's object goes after the commit (a failed transaction still needs it).
  await discardReplaced(db, files, old);
  return result;
}

export async function readBusinessLogo(db: DbOrTx, files: FileStorage): Promise<{ data: Buffer; mime: string }> {
  const rows = await db
    .select({ data: businessProfile.logoData, storageKey: businessProfile.logoStorageKey, mime: businessProfile.logoMime })
    .from(businessProfile)
    .where(eq(businessProfile.id, ROW));
  const r = rows[0];
  if (!r?.mime) throw notFound('No logo has been set');
  return { data: await files.get(r), mime: r.mime };
}

/** Demo step: the demo business, when no profile was saved yet. */
export async function seedBusinessDemo(db: DbOrTx): Promise<void> {
  await db
    .insert(businessProfile)
    .values({
      id: ROW,
      name: 'Harbourline Staffing Pte Ltd',
      uen: '201912345D',
      address: '10 Anson Road, #12-01 International Plaza, Singapore 079903',
      contactPhone: '61234567',
      contactEmail: 'jobs@harbourline.example.com',
      gstRegistered: true,
    })
    .onConflictDoNothing();
}
