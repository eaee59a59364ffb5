import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSgd } from '@wf/shared/domain/money';
import { useT } from '../../lib/i18n/index.ts';
import { LineDetail } from './line-detail.tsx';
import { BankOf, ExpandButton, num, PayslipButton, useLineHours, useLineSubtitle, type LineView } from './run-line-parts.tsx';

/**
 * The run's lines below 600 px, as the other lists turn into cards: a card per worker with the
 * name, net pay and bank (or "No bank details"), its hours, gross and CPF below, the payslip and the
 * expand button; expanded, the card shows the shifts and adjustments. Nothing scrolls sideways.
 */
export function RunLineCards({ view }: { view: LineView }) {
  const { t } = useT();
  const subtitle = useLineSubtitle();
  const lineHours = useLineHours();
  if (view.lines.length === 0)
    return (
      <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
        {view.emptyText}
      </Typography>
    );
  const figures = (line: LineView['lines'][number]): Array<[string, string]> => [
    [t('pay-runs.lines.hours'), lineHours(line)],
    [t('pay-runs.col.gross'), formatSgd(line.grossCents)],
    [t('pay-runs.lines.employeeCpf'), formatSgd(line.employeeCpfCents)],
  ];
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', px: 2, m: 0 }} aria-label={t('pay-runs.lines.title')} data-testid="run-line-cards">
      {view.lines.map((line) => (
        <Card component="li" key={line.id} variant="outlined" data-testid="run-line-card">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{line.workerName}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {subtitle(line)}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('pay-runs.col.net')}
                </Typography>
                <Typography sx={{ ...num, fontWeight: 700 }}>{formatSgd(line.netCents)}</Typography>
              </Box>
            </Box>
            <Box component="dl" sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}>
              {figures(line).map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <BankOf line={line} />
              </Box>
              <PayslipButton line={line} view={view} />
              <ExpandButton line={line} view={view} />
            </Box>
            <Collapse in={view.open === line.id} unmountOnExit>
              <LineDetail line={line} />
            </Collapse>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
