import { useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import BusinessIcon from '@mui/icons-material/Business';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@wf/shared/contracts/admin/admin';
import { AVATAR_FIELDS, type Contact } from '@wf/shared/contracts/apps/contacts/contacts';
import { contactEndpoints as e } from '@wf/shared/contracts/apps/contacts/endpoints';
import { errorText } from '../../../components/management/list/list-tools.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useContactChange } from './contact-cache.ts';

/** The contact's picture; on one's own contact a button uploads a new one (PNG, JPEG or WebP up to 1 MB). */
export function AvatarUpload({ contact: c }: { contact: Contact }) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useContactChange(e.avatar);
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > AVATAR_MAX_BYTES) return setError(t('apps.contacts.avatarTooBig'));
    const body = new FormData();
    body.append(AVATAR_FIELDS.id, c.id);
    body.append(AVATAR_FIELDS.file, file);
    upload.mutate({ body }, { onError: (err) => setError(errorText(err, t)) });
  };
  return (
    <Box sx={{ position: 'relative', width: 88 }}>
      <Avatar
        src={c.avatar ?? undefined}
        alt={c.name}
        sx={{ width: 88, height: 88, fontSize: 36 }}
        data-testid="contact-avatar"
      >
        {c.readOnly ? <BusinessIcon /> : c.name.slice(0, 1)}
      </Avatar>
      {!c.readOnly && (
        <>
          <Tooltip title={t('apps.contacts.uploadAvatar')}>
            <IconButton
              size="small"
              aria-label={t('apps.contacts.uploadAvatar')}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
              sx={{
                position: 'absolute',
                right: -6,
                bottom: -6,
                bgcolor: 'background.paper',
                boxShadow: 1,
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <PhotoCameraIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <input
            ref={input}
            type="file"
            hidden
            accept={AVATAR_TYPES.join(',')}
            data-testid="contact-avatar-input"
            onChange={(e) => {
              pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </>
      )}
      {error && (
        <Typography role="alert" variant="caption" color="error" sx={{ display: 'block', width: 200, mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
