import { describe, expect, it } from 'vitest';
import { byName, fileTypeOf, folderContents, formatFileSize } from './file-manager.ts';

describe('file manager rules', () => {
  it('writes sizes with their unit', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250 MB');
  });
  it('names the type from the MIME type, else the extension', () => {
    expect(fileTypeOf('application/pdf', 'x.bin')).toBe('PDF');
    expect(fileTypeOf('image/jpeg', 'a.jpeg')).toBe('JPG');
    expect(fileTypeOf(null, 'roster.xlsx')).toBe('XLSX');
    expect(fileTypeOf('application/octet-stream', 'noext')).toBe('FILE');
  });
  it('counts contents and sorts by name without case', () => {
    expect(folderContents(1)).toBe('1 file');
    expect(folderContents(57)).toBe('57 files');
    expect(
      ['beta', 'Alpha', 'alpha', 'Gamma']
        .map((name) => ({ name }))
        .sort(byName)
        .map((i) => i.name),
    ).toEqual(['Alpha', 'alpha', 'beta', 'Gamma']);
  });
});
