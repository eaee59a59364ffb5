import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AssignmentRow } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { Breadcrumb, PageHeader, formatDateTime } from '../../components/management/list-tools.tsx';
import { recordLoadState } from '../../components/management/form-fields.tsx';
import { useCan } from '../../lib/use-can.ts';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import { useT } from '../../lib/i18n/index.ts';
import { rosterKeys, rostersApi } from './rosters-api.ts';
import { useAssignments } from './rosters-mutations.ts';
import { ROSTER_STATUS_COLORS, ROSTER_STATUS_KEYS } from './labels.ts';
import { longDayLabel } from './roster-dates.ts';
import { RosterActions } from './roster-actions.tsx';
import { RosterEditForm } from './roster-edit-form.tsx';
import { ShiftCard } from './shift-card.tsx';
import { AssignmentPicker } from './assignment-picker.tsx';
import { SwapDialog } from './swap-dialog.tsx';

/** /roster-management/list/:id: a roster's shifts and workers; edit, assign, publish. */
export function Component() {
  const { t, lang } = useT();
  const { id = '' } = useParams();
  const can = useCan();
  const roster = useQuery({ queryKey: rosterKeys.detail(id), queryFn: () => rostersApi.get(id) });
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
        to={`/roster-management/list?date=${r.date}`}
        list={t('rosters.board.title')}
        current={r.locationName}
      />
      <PageHeader
        title={`${r.locationName} · ${longDayLabel(r.date, lang)}`}
        chips={
          <>
            <Chip variant="outlined" color={ROSTER_STATUS_COLORS[r.status]} label={t(ROSTER_STATUS_KEYS[r.status])} />
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
              onUnassign={(a) => unassign.mutateAsync(a.id)}
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
