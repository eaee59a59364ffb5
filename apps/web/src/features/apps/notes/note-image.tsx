import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { notesEndpoints as ne } from '@wf/shared/contracts/apps/notes/endpoints';
import { call } from '../../../lib/call.ts';
import { endpointQueryKey } from '../../../lib/use-endpoint.ts';

/** A note's image, fetched through its authorised route (the url changes with the note). */
export function NoteImage({ noteId, url, alt }: { noteId: string; url: string; alt: string }) {
  // The image as an object URL (the route needs the bearer token, so no plain img src); under the
  // endpoint's key, so a notes change reaches it, with the url as the image's version.
  const input = { query: { id: noteId } };
  const image = useQuery({
    queryKey: [...endpointQueryKey(ne.image, input), url],
    queryFn: async () => URL.createObjectURL((await call(ne.image, input)).blob),
    staleTime: Infinity,
    gcTime: 60_000,
  });
  useEffect(() => {
    const src = image.data;
    return () => {
      if (src) setTimeout(() => URL.revokeObjectURL(src), 60_000);
    };
  }, [image.data]);
  if (!image.data) return <Skeleton variant="rectangular" height={120} />;
  return <Box component="img" src={image.data} alt={alt} sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', display: 'block' }} />;
}
