import type { FormEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PageHeader } from '../list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';

/**
 * A create / edit page of the management forms: the form element, header (Cancel by default),
 * the server's message above the fields and the cancel + submit bar below them.
 */
export function FormPageLayout({
  onSubmit,
  maxWidth,
  title,
  subtitle,
  cancelTo,
  cancelLabel,
  headerActions,
  breadcrumb,
  notice,
  formError,
  submitLabel,
  submitDisabled,
  hideActions,
  after,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  maxWidth: number;
  title: ReactNode;
  subtitle?: ReactNode;
  cancelTo: string;
  /** The label of the bottom bar's link back. */
  cancelLabel?: string;
  /** The header's actions; a Cancel link when not given. */
  headerActions?: ReactNode;
  /** Above the header. */
  breadcrumb?: ReactNode;
  /** Above the error message (e.g. "saved"). */
  notice?: ReactNode;
  formError: string | null;
  submitLabel: string;
  submitDisabled: boolean;
  /** No cancel + submit bar (read-only view). */
  hideActions?: boolean;
  /** After the bar (dialogs). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 4 }, maxWidth }}>
      {breadcrumb}
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          headerActions === undefined ? (
            <Button component={RouterLink} to={cancelTo}>
              {t('common.cancel')}
            </Button>
          ) : (
            headerActions
          )
        }
      />
      {notice}
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      {children}
      {!hideActions && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={cancelTo}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Stack>
      )}
      {after}
    </Box>
  );
}
