import { Children, useEffect, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { MailList as MailListData } from '@wf/shared/contracts/apps/mailbox/mailbox';
import { useT } from '../../../lib/i18n/index.ts';
import { EmptyState, errorText } from '../../../components/management/list/list-tools.tsx';
import { LoadErrorAlert } from '../../../components/management/list/list-toolbar.tsx';
import { MailPager } from './mail-pager.tsx';

type Page = { mails: readonly unknown[] | null; pagination: MailListData['pagination'] };

/**
 * A paged list of mails (the folders' and admin's System view): the pager, loading, error and empty
 * states around the rows. A page beyond the last (the answer: no mails, only lastPage; docs/product/template-apps.md#mailbox)
 * moves to the last page.
 */
export function MailListFrame(props: {
  title: string;
  list: UseQueryResult<Page>;
  onPage(p: number): void;
  empty: { icon: ReactNode; title: string; text: string };
  children: ReactNode;
}) {
  const { t } = useT();
  const { title, list, onPage, empty } = props;
  const beyond = list.data && list.data.mails === null ? list.data.pagination.lastPage : null;
  useEffect(() => {
    if (beyond !== null) onPage(beyond);
  }, [beyond, onPage]);
  return (
    <>
      <MailPager title={title} pagination={list.data?.pagination} onPage={onPage} />
      {list.isPending && <LinearProgress aria-label={t('common.loading')} />}
      <Box sx={{ p: list.isError ? 2 : 0 }}>
        <LoadErrorAlert query={list} retry>
          {errorText(list.error, t)}
        </LoadErrorAlert>
      </Box>
      {list.isSuccess && (list.data.mails ?? []).length === 0 && (
        <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />
      )}
      <List disablePadding sx={{ overflow: 'auto', flex: 1 }} aria-label={title}>
        {Children.map(props.children, (row) => (
          <ListItem disablePadding sx={{ display: 'block' }}>
            {row}
          </ListItem>
        ))}
      </List>
    </>
  );
}
