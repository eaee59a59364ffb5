import { eq, sql } from 'drizzle-orm';
import type { PaySettingsBody } from '@wf/shared/contracts/pay/pay';
import { staleVersion } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import { paySettings } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { getPaySettings, paySettingsReply } from './pay-settings.ts';
import { recomputeOpenPayments } from './recompute.ts';
import * as clock from '@wf/shared/domain/clock';

/** Saves the rules (audited) and recomputes every open shift payment with them, in one transaction. */
export async function updatePaySettings(db: Db, actorId: string, body: PaySettingsBody) {
  const { version, ...next } = body;
  return db.transaction(async (tx) => {
    const before = await getPaySettings(tx);
    // The row holds the version: absent (never saved) it is version 1. Locked, so two saves queue and the second sees the first's version.
    const row = (await tx.select({ version: paySettings.version }).from(paySettings).where(eq(paySettings.id, 1)).for('update'))[0];
    const current = row?.version ?? 1;
    if (current !== version) throw staleVersion(current);
    const saved = await tx
      .insert(paySettings)
      .values({ id: 1, ...next, updatedBy: actorId, updatedAt: clock.now(), version: current + 1 })
      .onConflictDoUpdate({
        target: paySettings.id,
        set: { ...next, updatedBy: actorId, updatedAt: clock.now(), version: sql`${paySettings.version} + 1` },
        setWhere: sql`${paySettings.version} = ${current}`,
      })
      .returning({ version: paySettings.version });
    // Two first saves at once: the second's insert met the first's row at version 2 and changed nothing.
    if (!saved[0]) throw staleVersion(current + 1);
    const recomputed = await recomputeOpenPayments(tx);
    await writeAudit(tx, {
      actorId,
      action: 'pay_settings.update',
      entityType: 'pay_settings',
      before,
      after: { ...next, recomputedWeeks: recomputed },
    });
    return paySettingsReply(tx);
  });
}
