import { loadSectionFiles } from './load-section-files.ts';
import { auditEntities, type AuditEntity, type SectionPages } from './section-pages.ts';

/**
 * Every section's registrations (`contracts/<name>/pages.ts` exporting `pages`), for Node; the web
 * finds the same files with import.meta.glob (apps/web/src/lib/section-pages.ts).
 */
export async function loadSectionPages(contractsDir?: string): Promise<Array<{ folder: string; pages: SectionPages }>> {
  const found = await loadSectionFiles<SectionPages>(
    'pages.ts',
    'pages',
    (p) => typeof p === 'object' && p !== null,
    contractsDir,
  );
  return found.map(({ folder, value }) => ({ folder, pages: value }));
}

let loaded: Promise<ReadonlyMap<string, AuditEntity>> | null = null;

/** The audited record kinds every section registers (loaded once). */
export function loadAuditEntities(): Promise<ReadonlyMap<string, AuditEntity>> {
  loaded ??= loadSectionPages().then((found) => auditEntities(found.map((f) => f.pages)));
  return loaded;
}
