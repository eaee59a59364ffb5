import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AvatarGroup from '@mui/material/AvatarGroup';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { scrumboardEndpoints } from '@wf/shared/contracts/apps/scrumboard/endpoints';
import { scrumboardPages } from '@wf/shared/contracts/apps/scrumboard/pages';
import { formatDateTime } from '@wf/shared/domain/format';
import { EmptyState, errorText, PageHeader } from '../../../components/management/list/list-tools.tsx';
import { LoadingBar } from '../../../components/loading-bar.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useCan } from '../../../lib/use-can.ts';
import { NewBoardDialog } from './new-board-dialog.tsx';
import { useEndpoint } from '../../../lib/use-endpoint.ts';

/** /apps/scrumboard: the boards the signed-in user is a member of. */
export function Component() {
  const { t, lang } = useT();
  const can = useCan();
  const [creating, setCreating] = useState(false);
  const boards = useEndpoint(scrumboardEndpoints.boards);
  const create = can(scrumboardEndpoints.createBoard) ? (
    <Button variant="contained" onClick={() => setCreating(true)}>
      {t('apps.scrumboard.newBoard')}
    </Button>
  ) : undefined;
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1300 }}>
      <PageHeader title={t('apps.scrumboard.title')} subtitle={t('apps.scrumboard.subtitle')} actions={create} />
      {boards.isPending && <LoadingBar />}
      {boards.isError && <Alert severity="error">{errorText(boards.error, t)}</Alert>}
      {boards.data?.length === 0 && (
        <EmptyState
          icon={<ViewKanbanIcon />}
          title={t('apps.scrumboard.emptyTitle')}
          text={t('apps.scrumboard.emptyText')}
          action={create}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}>
        {boards.data?.map((b) => (
          <Card key={b.id} variant="outlined">
            <CardActionArea component={RouterLink} to={scrumboardPages.board(b.id)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {b.title}
                </Typography>
                {b.description && (
                  <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
                    {b.description}
                  </Typography>
                )}
                <AvatarGroup max={6} sx={{ justifyContent: 'flex-end', mt: 2 }}>
                  {b.members.map((m) => (
                    <Avatar
                      key={m.id}
                      alt={m.name}
                      src={m.avatar ?? undefined}
                      sx={{ width: 28, height: 28, fontSize: 13 }}
                    >
                      {m.name.slice(0, 1)}
                    </Avatar>
                  ))}
                </AvatarGroup>
                <Typography variant="caption" color="text.secondary">
                  {t('apps.scrumboard.lastActivity', { when: formatDateTime(b.lastActivity, lang) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {creating && <NewBoardDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}
