import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlParamsUpdate } from '../../lib/url-params.ts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventIcon from '@mui/icons-material/Event';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { HolidayRow } from '@wf/shared/contracts/public-holidays/public-holidays';
import { publicHolidayEndpoints } from '@wf/shared/contracts/public-holidays/endpoints';
import { businessDateKey } from '@wf/shared/domain/format';
import { useCan } from '../../lib/use-can.ts';
import { useT } from '../../lib/i18n/index.ts';
import { EmptyState, ExportButton, errorText } from '../../components/management/list/list-tools.tsx';
import { ListPage, LoadErrorAlert } from '../../components/management/list/list-toolbar.tsx';
import { ConfirmDialog } from '../../components/management/dialog/confirm-dialog.tsx';
import { call } from '../../lib/call.ts';
import { useEndpoint, useEndpointMutation } from '../../lib/use-endpoint.ts';
import { HolidayDialog } from './holiday-dialog.tsx';
import { HolidayImportDialog } from './holiday-import-dialog.tsx';
import { HolidayTable } from './holiday-table.tsx';
import * as clock from '@wf/shared/domain/clock';

const thisYear = () => Number(businessDateKey(clock.now()).slice(0, 4));

/** /settings/public-holidays-management/list: the holidays of a year (this year in Singapore by default). */
export function Component() {
  const { t } = useT();
  const can = useCan();
  const [params] = useSearchParams();
  const updateUrl = useUrlParamsUpdate();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= 1900 && asked <= 2199 ? asked : thisYear();
  const setYear = (y: number) => updateUrl({ year: String(y) });
  const list = useEndpoint(publicHolidayEndpoints.list, { query: { year } });
  const remove = useEndpointMutation(publicHolidayEndpoints.remove, { invalidates: [publicHolidayEndpoints] });
  const [editing, setEditing] = useState<HolidayRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HolidayRow | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const canEdit = can(publicHolidayEndpoints.create);
  const canImport = can(publicHolidayEndpoints.importApply);
  const years = [...new Set([...(list.data?.years ?? []), thisYear(), thisYear() + 1, year])].sort((a, b) => a - b);
  const items = list.data?.items ?? [];

  return (
    <ListPage
      title={t('public-holidays.list.title')}
      subtitle={t('public-holidays.list.subtitle')}
      actions={
        <>
          <ExportButton
            base={`public-holidays-${year}`}
            download={(format) => call(publicHolidayEndpoints.export, { query: { year, format } })}
            disabled={items.length === 0}
            onError={setNotice}
          />
          {canImport && (
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              {t('public-holidays.list.import')}
            </Button>
          )}
          {canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('public-holidays.list.new')}
            </Button>
          )}
        </>
      }
    >
      <Paper variant="outlined">
        <Stack
          direction="row"
          spacing={1}
          sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          <IconButton aria-label={t('public-holidays.list.previousYear')} onClick={() => setYear(year - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <TextField
            select
            size="small"
            label={t('public-holidays.list.year')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ minWidth: 120 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {y}
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={t('public-holidays.list.nextYear')} onClick={() => setYear(year + 1)}>
            <ChevronRightIcon />
          </IconButton>
          {list.data && (
            <Chip label={t('public-holidays.list.count', { count: items.length })} sx={{ ml: { sm: 1 } }} />
          )}
          {!canEdit && list.data && (
            <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
              {t('public-holidays.list.readOnly')}
            </Typography>
          )}
        </Stack>
        <LoadErrorAlert query={list}>{errorText(list.error, t)}</LoadErrorAlert>
        {list.data && items.length === 0 ? (
          <EmptyState
            icon={<EventIcon />}
            title={t('public-holidays.list.emptyTitle', { year })}
            text={canEdit ? t('public-holidays.list.emptyText') : t('public-holidays.list.emptyTextReader')}
          />
        ) : (
          <HolidayTable
            items={items}
            loading={list.isPending}
            canEdit={canEdit}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
        )}
      </Paper>
      {editing && (
        <HolidayDialog
          holiday={editing === 'new' ? null : editing}
          defaultDate={editing === 'new' && year !== thisYear() ? `${year}-01-01` : null}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={t('public-holidays.delete.title', { name: deleting.name })}
          text={t('public-holidays.delete.text')}
          confirmLabel={t('common.delete')}
          danger
          onConfirm={() => remove.mutateAsync({ params: { id: deleting.id } })}
          onClose={() => setDeleting(null)}
        />
      )}
      {importing && (
        <HolidayImportDialog
          onClose={() => setImporting(false)}
          onApplied={(result, firstDate) => {
            setImporting(false);
            if (firstDate) setYear(Number(firstDate.slice(0, 4)));
            setNotice(t('public-holidays.import.done', { added: result.added, changed: result.changed }));
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} message={notice} />
    </ListPage>
  );
}
