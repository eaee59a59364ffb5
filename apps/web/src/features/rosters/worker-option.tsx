import TextField from '@mui/material/TextField';
import { RateChip } from './rate-chip.tsx';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/RemoveCircleOutlined';
import StarIcon from '@mui/icons-material/Star';
import WarningIcon from '@mui/icons-material/Warning';
import type { EligibleWorker } from '@wf/shared/contracts/rosters/rosters';
import { useT } from '../../lib/i18n/index.ts';
import { REFUSAL_KEYS, WARNING_KEYS } from './labels.ts';
import { formatHours } from '@wf/shared/domain/format';

/**
 * One row of a worker picker (the shift's assignment picker, the location's regulars): who, the
 * chips and lines that say why, and the one action. `tone="refused"` marks a worker who cannot be picked.
 */
export function PickerRow({
  name,
  caption,
  tone = 'ok',
  children,
  action,
}: {
  name: string;
  caption: string;
  tone?: 'ok' | 'refused';
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        border: 1,
        borderColor: tone === 'ok' ? 'divider' : 'error.light',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        gap: 1.5,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        bgcolor: tone === 'ok' ? undefined : 'rgba(211, 47, 47, 0.03)',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {caption}
        </Typography>
        {children}
      </Box>
      {action}
    </Box>
  );
}

/** One worker of the shift's picker: who, why ranked here, what refuses or warns, and Assign. */
export function WorkerOption({ worker: w, disabled, onAssign }: { worker: EligibleWorker; disabled: boolean; onAssign(): void }) {
  const { t } = useT();
  return (
    <PickerRow
      name={w.name}
      caption={[w.employeeCode, w.contactNumber, w.idMasked].filter(Boolean).join(' · ')}
      tone={w.eligible ? 'ok' : 'refused'}
      action={
        <Button
          variant={w.eligible ? 'contained' : 'outlined'}
          size="small"
          disabled={disabled || !w.eligible}
          onClick={onAssign}
          aria-label={t('rosters.picker.assignName', { name: w.name })}
        >
          {w.eligible ? t('rosters.picker.assign') : t('rosters.picker.cannotAssign')}
        </Button>
      }
    >
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {w.isRegular && <Chip size="small" icon={<StarIcon />} label={t('rosters.picker.regular')} />}
        <Chip size="small" variant="outlined" label={t('rosters.picker.hoursThisWeek', { hours: formatHours(w.minutesThisWeek) })} />
        <RateChip rate={w} />
        {w.workingThatDay && <Chip size="small" variant="outlined" label={t('rosters.picker.workingThatDay')} />}
        {w.certificatesValid ? null : <Chip size="small" variant="outlined" color="error" label={t('rosters.picker.certificatesMissing')} />}
      </Stack>
      {w.refusals.map((r) => (
        <Typography key={r} variant="body2" color="error.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <BlockIcon sx={{ fontSize: 16 }} aria-hidden />
          {t(REFUSAL_KEYS[r])}
        </Typography>
      ))}
      {w.warnings.map((x) => (
        <Typography key={x} variant="body2" color="warning.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <WarningIcon sx={{ fontSize: 16 }} aria-hidden />
          {t(WARNING_KEYS[x])}
        </Typography>
      ))}
    </PickerRow>
  );
}

/** The search box of a worker picker dialog (the shift picker, the regulars dialog). */
export function PickerSearch({
  label,
  value,
  onChange,
  phone,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  phone: boolean;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ flex: 1 }}
      autoFocus={!phone}
      slotProps={{ htmlInput: { maxLength: 100 } }}
    />
  );
}
