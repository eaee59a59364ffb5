import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { notesApi, notesKeys } from './notes-api.ts';

/** A note's image, fetched through its authorised route (the url changes with the note). */
export function NoteImage({ noteId, url, alt }: { noteId: string; url: string; alt: string }) {
  const image = useQuery({ queryKey: notesKeys.image(url), queryFn: () => notesApi.image(noteId), staleTime: Infinity, gcTime: 60_000 });
  useEffect(() => {
    const src = image.data;
    return () => {
      if (src) setTimeout(() => URL.revokeObjectURL(src), 60_000);
    };
  }, [image.data]);
  if (!image.data) return <Skeleton variant="rectangular" height={120} />;
  return <Box component="img" src={image.data} alt={alt} sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', display: 'block' }} />;
}
