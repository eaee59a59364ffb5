/** A first check in the browser (the server checks the content again): a validation key, or null. */
export function fileProblem(file: File): string | null {
  if (file.size > 10 * 1024 * 1024) return 'validation.fileTooLarge';
  if (!/\.(pdf|png|jpe?g)$/i.test(file.name) && !['application/pdf', 'image/png', 'image/jpeg'].includes(file.type)) {
    return 'validation.fileType';
  }
  return null;
}

/** The upload's input: the raw file as the body (the server checks what it really is), its type and name. */
export function fileUploadInput(id: string, file: File) {
  return {
    params: { id },
    body: file,
    headers: {
      'content-type': file.type || 'application/octet-stream',
      'x-file-name': encodeURIComponent(file.name),
    },
  };
}
