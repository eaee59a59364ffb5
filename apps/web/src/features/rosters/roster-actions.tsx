import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PublishIcon from '@mui/icons-material/Publish';
import type { RosterDetail } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { DisabledWhy } from '../../components/management/access/disabled-why.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { positionText } from '../../lib/position-text.ts';
import { useRosterChanges } from './roster-changes.ts';
import { ReasonDialog } from './reason-dialog.tsx';
import { CopyDialog } from './copy-dialog.tsx';
import { rosterPath } from './board-week.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

type Pending = 'publish' | 'unpublish' | 'delete' | 'copy';

/** A roster's header actions, each shown when the role may call it: edit, publish / unpublish, copy, delete, attendance. */
export function RosterActions({ roster, editing, onEdit }: { roster: RosterDetail; editing: boolean; onEdit(): void }) {
  const { t } = useT();
  const can = useCan();
  const navigate = useNavigate();
  const change = useRosterChanges();
  const params = { id: roster.id };
  const [pending, setPending] = useState<Pending | null>(null);
  const draft = roster.status === 'draft';
  const withWorkers = roster.shifts.reduce((n, s) => n + s.filled, 0);
  // A roster with a shift paid in a pay run stays published (the server's PAY_LOCKED; issue 29, item 7).
  const unpublishWhy = roster.shifts.some((s) => s.assignments.some((a) => a.payLocked)) ? t('rosters.actions.unpublishPaidWhy') : null;
  // Publishing with shifts short of their headcount is allowed, but said first (issue 29, item 9).
  const short = roster.shifts.filter((s) => s.filled < s.headcount);
  const shortText = short.length
    ? ` ${t('rosters.confirm.publishShort', {
        count: short.length,
        list: short.map((s) => `${positionText(t, s.position)} ${s.start}–${s.end} (${s.filled}/${s.headcount})`).join(', '),
      })}`
    : '';
  return (
    <>
      {can(rosterEndpoints.attendance) && (
        <Button component={RouterLink} to={`${rosterPath(roster.id)}/attendance`} startIcon={<FactCheckIcon />}>
          {t('rosters.actions.attendance')}
        </Button>
      )}
      {!editing && can(rosterEndpoints.update) && (
        <Button startIcon={<EditIcon />} onClick={onEdit}>
          {t('rosters.actions.editShifts')}
        </Button>
      )}
      {can(rosterEndpoints.copy) && (
        <Button startIcon={<ContentCopyIcon />} onClick={() => setPending('copy')}>
          {t('rosters.actions.copy')}
        </Button>
      )}
      {draft && can(rosterEndpoints.remove) && (
        <Button color="error" onClick={() => setPending('delete')}>
          {t('rosters.actions.delete')}
        </Button>
      )}
      {draft && can(rosterEndpoints.publish) && (
        <Button variant="contained" startIcon={<PublishIcon />} onClick={() => setPending('publish')} disabled={editing}>
          {t('rosters.actions.publish')}
        </Button>
      )}
      {!draft && can(rosterEndpoints.unpublish) && (
        <DisabledWhy why={unpublishWhy}>
          <Button variant="outlined" color="warning" onClick={() => setPending('unpublish')} disabled={editing}>
            {t('rosters.actions.unpublish')}
          </Button>
        </DisabledWhy>
      )}
      {pending === 'publish' && (
        <ConfirmDialog
          open
          title={t('rosters.confirm.publishTitle')}
          text={t('rosters.confirm.publishText', { count: withWorkers }) + shortText}
          confirmLabel={t('rosters.actions.publish')}
          onConfirm={() => change.publish.mutateAsync({ params, body: { version: roster.version } })}
          onClose={() => setPending(null)}
        />
      )}
      {pending === 'delete' && (
        <ConfirmDialog
          open
          danger
          title={t('rosters.confirm.deleteTitle')}
          text={t('rosters.confirm.deleteText')}
          confirmLabel={t('rosters.actions.delete')}
          onConfirm={async () => {
            await change.remove.mutateAsync({ params });
            void navigate(rosterPages.list(), { replace: true });
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending === 'unpublish' && (
        <ReasonDialog
          title={t('rosters.confirm.unpublishTitle')}
          text={t('rosters.confirm.unpublishText', { count: withWorkers })}
          confirmLabel={t('rosters.actions.unpublish')}
          onConfirm={(reason) => change.unpublish.mutateAsync({ params, body: { version: roster.version, reason } })}
          onClose={() => setPending(null)}
        />
      )}
      {pending === 'copy' && <CopyDialog roster={roster} onClose={() => setPending(null)} />}
    </>
  );
}
