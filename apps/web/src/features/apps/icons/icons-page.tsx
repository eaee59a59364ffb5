import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { ICON_SETS, iconRef, type IconSetId } from '@wf/shared/contracts/apps/icons/icons';
import { ListPage } from '../../../components/management/list/list-page-parts.tsx';
import { EmptyState, errorText } from '../../../components/management/list/list-tools.tsx';
import { useUrlParamsUpdate } from '../../../lib/url-params.ts';
import { useT } from '../../../lib/i18n/index.ts';
import { iconEndpoints } from '@wf/shared/contracts/apps/icons/endpoints';
import { useEndpoint } from '../../../lib/use-endpoint.ts';
import { IconGrid } from './icon-grid.tsx';

const PAGE = 240;

/** /apps/icons: one set at a time (`?set=`), searched by name; a click copies `namespace:name`. */
export function Component() {
  const { t } = useT();
  const [params] = useSearchParams();
  const update = useUrlParamsUpdate();
  const set = (ICON_SETS.find((s) => s.set === params.get('set'))?.set ?? 'material-outline') as IconSetId;
  const def = ICON_SETS.find((s) => s.set === set)!;
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim().toLowerCase());
  const [shown, setShown] = useState(PAGE);
  const [copied, setCopied] = useState<string | null>(null);
  // One icon set's names (GET api/ui/icons/<set>); they never change while the app runs.
  const data = useEndpoint(iconEndpoints[set], undefined, { staleTime: Infinity });
  const matches = (data.data?.list ?? []).filter((n) => n.toLowerCase().includes(query));
  const copy = (name: string) => {
    const ref = iconRef(data.data?.namespace ?? '', name);
    void navigator.clipboard?.writeText(ref).catch(() => undefined);
    setCopied(ref);
  };
  return (
    <ListPage
      title={t('apps.icons.heading')}
      subtitle={data.data ? t('apps.icons.count', { count: matches.length }) : undefined}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('apps.icons.set')}
          value={set}
          onChange={(e) => {
            update({ set: e.target.value });
            setShown(PAGE);
          }}
          sx={{ minWidth: 220 }}
        >
          {ICON_SETS.map((s) => (
            <MenuItem key={s.set} value={s.set}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setShown(PAGE);
          }}
          placeholder={t('apps.icons.search')}
          sx={{ flex: 1, minWidth: 200 }}
          slotProps={{
            htmlInput: { 'aria-label': t('apps.icons.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {!def.renders && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('apps.icons.namesOnly')}
        </Alert>
      )}
      {data.isPending && <LinearProgress aria-label={t('apps.icons.loading')} />}
      {data.isError && <Alert severity="error">{errorText(data.error, t)}</Alert>}
      {data.data && matches.length === 0 && (
        <EmptyState icon={<SearchIcon />} title={t('apps.icons.none')} text={t('apps.icons.noneText')} />
      )}
      {data.data && matches.length > 0 && (
        <>
          <IconGrid set={set} renders={def.renders} names={matches.slice(0, shown)} onCopy={copy} />
          {matches.length > shown && (
            <Box sx={{ textAlign: 'center', mt: 2 }}>
              <Button onClick={() => setShown((n) => n + PAGE)}>
                {t('apps.icons.more', { count: matches.length - shown })}
              </Button>
            </Box>
          )}
        </>
      )}
      <Snackbar
        open={copied !== null}
        autoHideDuration={2500}
        onClose={() => setCopied(null)}
        message={copied ? t('apps.icons.copied', { name: copied }) : ''}
      />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        {t('apps.icons.hint')}
      </Typography>
    </ListPage>
  );
}
