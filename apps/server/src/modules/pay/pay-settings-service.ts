import type { PaySettings } from '@wf/shared/contracts/pay/pay';
import type { Db } from '../../db/client.ts';
import { paySettings } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { getPaySettings, paySettingsReply } from './pay-settings.ts';
import { recomputeOpenPayments } from './recompute.ts';
import * as clock from '@wf/shared/domain/clock';

/** Saves the rules (audited) and recomputes every open shift payment with them, in one transaction. */
export async function updatePaySettings(db: Db, actorId: string, next: PaySettings) {
  return db.transaction(async (tx) => {
    const before = await getPaySettings(tx);
    await tx
      .insert(paySettings)
      .values({ id: 1, ...next, updatedBy: actorId, updatedAt: clock.now() })
      .onConflictDoUpdate({ target: paySettings.id, set: { ...next, updatedBy: actorId, updatedAt: clock.now() } });
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
