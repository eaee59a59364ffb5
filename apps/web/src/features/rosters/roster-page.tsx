import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { AssignmentRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { Breadcrumb, PageHeader, formatDateTime } from '../../components/management/list/list-tools.tsx';
import { recordLoadState } from '../../components/management/form/form-fields.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import { useT } from '../../lib/i18n/index.ts';
import { useEndpoint } from '../../lib/use-endpoint.ts';
import { useAssignments } from './roster-changes.ts';
import { ROSTER_STATUS } from '@wf/shared/enums/rosters';
import { EnumChip } from '../../lib/enum-chip.tsx';
import { longDayLabel } from './roster-dates.ts';
import { RosterActions } from './roster-actions.tsx';
import { RosterEditForm } from './roster-edit-form.tsx';
import { ShiftCard } from './shift-card.tsx';
import { AssignmentPicker } from './assignment-picker.tsx';
import { SwapDialog } from './swap-dialog.tsx';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';

/** /roster-management/list/:id: a roster's shifts and workers; edit, assign, publish. */
export function Component() {
  const { t, lang } = useT();
  const { id = '' } = useParams();
  const can = useCan();
  const roster = useEndpoint(rosterEndpoints.get, { params: { id } });
  const { unassign } = useAssignments(id);
  const [editing, setEditing] = useState(false);
  // A decline notice opens the picker on its shift: ?pick=<shift id>.
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const [picking, setPickingState] = useState<string | null>(() => params.get('pick'));
  const setPicking = (shiftId: string | null) => {
    setPickingState(shiftId);
    if (!shiftId && params.has('pick')) updateUrl({ pick: undefined });
  };
  const [swapping, setSwapping] = useState<AssignmentRow | null>(null);
  const wait = recordLoadState(roster, t('rosters.roster.loading'));
  if (wait) return wait;
  const r = roster.data!;
  const pickingShift = r.shifts.find((s) => s.id === picking);
  const canAssign = can(rosterEndpoints.assign);

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1200 }}>
      <Breadcrumb
        to={rosterPages.list({ date: r.date })}
        list={t('rosters.board.title')}
        current={r.locationName}
      />
      <PageHeader
        title={`${r.locationName} · ${longDayLabel(r.date, lang)}`}
        chips={
          <>
            <EnumChip of={ROSTER_STATUS} value={r.status} size="medium" variant="outlined" />
          </>
        }
        subtitle={`${r.projectCode} · ${r.projectName} · ${r.clientName} · ${r.formattedAddress}`}
        actions={<RosterActions roster={r} editing={editing} onEdit={() => setEditing(true)} />}
      />
      {r.status === 'published' && r.publishedAt && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('rosters.roster.publishedBy', {
            at: formatDateTime(r.publishedAt, lang),
            name: r.publishedByName ?? t('common.dash'),
          })}
        </Alert>
      )}
      {r.status === 'draft' && r.unpublishedAt && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('rosters.roster.unpublished', { at: formatDateTime(r.unpublishedAt, lang), reason: r.unpublishReason ?? '' })}
        </Alert>
      )}
      {r.status === 'draft' && !r.unpublishedAt && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('rosters.roster.draftNote')}
        </Alert>
      )}
      {r.notes && !editing && (
        <Alert severity="info" icon={false} sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {r.notes}
        </Alert>
      )}
      {editing ? (
        <RosterEditForm roster={r} onDone={() => setEditing(false)} />
      ) : (
        <Stack spacing={2}>
          {r.shifts.map((s) => (
            <ShiftCard
              key={s.id}
              shift={s}
              canAssign={canAssign}
              onAssign={() => setPicking(s.id)}
              onSwap={setSwapping}
              onUnassign={(a) => unassign.mutateAsync({ params: { id: a.id } })}
            />
          ))}
          {r.shifts.length === 0 && <Alert severity="info">{t('rosters.roster.noShifts')}</Alert>}
        </Stack>
      )}
      {pickingShift && <AssignmentPicker rosterId={r.id} shift={pickingShift} onClose={() => setPicking(null)} />}
      {swapping && <SwapDialog roster={r} assignment={swapping} onClose={() => setSwapping(null)} />}
    </Box>
  );
}
