import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import {
  EMAIL_LABELS,
  PHONE_LABELS,
  type ContactEmail,
  type ContactPhone,
  type ContactTag,
  type Country,
} from '@wf/shared/contracts/apps/contacts/contacts';
import { useT } from '../../../lib/i18n/index.ts';
import { useCountries } from './contact-cache.ts';
import { EMAIL_LABEL_KEYS, PHONE_LABEL_KEYS, flagOf } from './labels.ts';

type FieldError = (path: string) => string | undefined;

function Heading({ title, onAdd, addLabel }: { title: string; onAdd(): void; addLabel: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}

/** A row's label (a select of its words) and its remove button. */
function LabelAndRemove<L extends string>({
  labels,
  keys,
  value,
  width,
  onLabel,
  onRemove,
}: {
  labels: readonly L[];
  keys: Record<L, string>;
  value: L;
  width?: number;
  onLabel(label: L): void;
  onRemove(): void;
}) {
  const { t } = useT();
  return (
    <>
      <TextField
        select
        size="small"
        label={t('apps.contacts.labelField')}
        value={value}
        onChange={(ev) => onLabel(ev.target.value as L)}
        sx={width ? { width } : undefined}
      >
        {labels.map((l) => (
          <MenuItem key={l} value={l}>
            {t(keys[l])}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={t('apps.contacts.remove')} onClick={onRemove}>
        <RemoveCircleOutlineIcon />
      </IconButton>
    </>
  );
}

/** The e-mail addresses, each with its label (Personal, Work). */
export function EmailRows({
  value,
  onChange,
  fieldError,
}: {
  value: ContactEmail[];
  onChange(v: ContactEmail[]): void;
  fieldError: FieldError;
}) {
  const { t } = useT();
  const put = (i: number, next: Partial<ContactEmail>) =>
    onChange(value.map((e, j) => (j === i ? { ...e, ...next } : e)));
  return (
    <Box>
      <Heading
        title={t('apps.contacts.emails')}
        addLabel={t('apps.contacts.addEmail')}
        onAdd={() => onChange([...value, { email: '', label: 'Personal' }])}
      />
      {value.map((e, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            type="email"
            label={t('apps.contacts.email')}
            value={e.email}
            onChange={(ev) => put(i, { email: ev.target.value })}
            error={!!fieldError(`emails.${i}.email`)}
            helperText={fieldError(`emails.${i}.email`)}
            sx={{ flex: 1 }}
          />
          <LabelAndRemove
            labels={EMAIL_LABELS}
            keys={EMAIL_LABEL_KEYS}
            value={e.label}
            width={120}
            onLabel={(label) => put(i, { label })}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Box>
      ))}
    </Box>
  );
}

/** The phone numbers: country (flag and dial code), number, label (Mobile, Work, Home). */
export function PhoneRows({
  value,
  onChange,
  fieldError,
}: {
  value: ContactPhone[];
  onChange(v: ContactPhone[]): void;
  fieldError: FieldError;
}) {
  const { t } = useT();
  const countries = useCountries();
  const list = countries.data ?? [];
  const put = (i: number, next: Partial<ContactPhone>) =>
    onChange(value.map((p, j) => (j === i ? { ...p, ...next } : p)));
  return (
    <Box>
      <Heading
        title={t('apps.contacts.phones')}
        addLabel={t('apps.contacts.addPhone')}
        onAdd={() => onChange([...value, { country: 'sg', phoneNumber: '', label: 'Mobile' }])}
      />
      {value.map((p, i) => (
        <Box
          key={i}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 96px auto', sm: '150px 1fr 110px auto' },
            gap: 1,
            mt: 1,
            alignItems: 'flex-start',
          }}
        >
          <Autocomplete<Country, false, false, false>
            size="small"
            options={list}
            value={list.find((c) => c.iso === p.country) ?? null}
            onChange={(_e, c) => c && put(i, { country: c.iso })}
            getOptionLabel={(c) => `${flagOf(c.iso)} ${c.code}`}
            renderOption={(props, c) => (
              <li {...props} key={c.iso}>
                {flagOf(c.iso)} {c.name} ({c.code})
              </li>
            )}
            filterOptions={(opts, s) => {
              const q = s.inputValue.toLowerCase();
              return opts.filter((c) => c.name.toLowerCase().includes(q) || c.code.includes(q) || c.iso === q);
            }}
            renderInput={(params) => <TextField {...params} label={t('apps.contacts.country')} />}
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          />
          <TextField
            size="small"
            type="tel"
            label={t('apps.contacts.phone')}
            value={p.phoneNumber}
            onChange={(ev) => put(i, { phoneNumber: ev.target.value })}
            error={!!fieldError(`phoneNumbers.${i}.phoneNumber`)}
            helperText={fieldError(`phoneNumbers.${i}.phoneNumber`)}
          />
          <LabelAndRemove
            labels={PHONE_LABELS}
            keys={PHONE_LABEL_KEYS}
            value={p.label}
            onLabel={(label) => put(i, { label })}
            onRemove={() => onChange(value.filter((_, j) => j !== i))}
          />
        </Box>
      ))}
    </Box>
  );
}

/** The contact's tags, chosen from the caller's tags. */
export function TagPicker({
  tags,
  value,
  onChange,
}: {
  tags: readonly ContactTag[];
  value: string[];
  onChange(v: string[]): void;
}) {
  const { t } = useT();
  return (
    <Autocomplete
      multiple
      size="small"
      options={tags.map((tg) => tg.id)}
      value={value.filter((id) => tags.some((tg) => tg.id === id))}
      getOptionLabel={(id) => tags.find((tg) => tg.id === id)?.title ?? ''}
      onChange={(_e, v) => onChange(v)}
      renderInput={(params) => <TextField {...params} label={t('apps.contacts.tagsField')} />}
    />
  );
}
