import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuditEntry } from '@wf/shared/contracts/admin/admin';
import { auditEntities, defineSectionPages } from '@wf/shared/contracts/common/section-pages';
import { loadSectionPages } from '@wf/shared/contracts/common/load-section-pages';
import { AUDIT_ENTITIES, SECTION_PAGES } from '../../lib/section-pages.ts';
import { AuditSentence, auditEntityPath } from './audit-sentence.tsx';

afterEach(cleanup);

/** A made-up section's `contracts/gizmos/pages.ts`, written in test code only (issue 27, item 4). */
const gizmoPages = defineSectionPages({
  audit: { gizmo: { label: 'gizmo', labelKey: 'gizmos.audit.gizmo', link: (id) => `/gizmo-management/list/${id}` } },
});
const withGizmos = auditEntities([...SECTION_PAGES, gizmoPages]);

const entry: AuditEntry = {
  id: 7,
  at: '2026-11-24T08:07:00.000Z',
  actorId: 'a-1',
  actorName: 'Hui Min',
  action: 'gizmo.create',
  entityType: 'gizmo',
  entityId: 'g-1',
  entityName: null,
  before: null,
  after: { name: 'Sprocket' },
};

describe('the audit log of a section it has never heard of', () => {
  it('links the record to the page its section registers', () => {
    render(
      <MemoryRouter>
        <AuditSentence entry={entry} entities={withGizmos} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Sprocket' }).getAttribute('href')).toBe('/gizmo-management/list/g-1');
    expect(auditEntityPath(entry, 'Sprocket', withGizmos)).toBe('/gizmo-management/list/g-1');
    // Without its registration there is no link (nothing in the audit log knows the section).
    expect(auditEntityPath(entry, 'Sprocket')).toBeNull();
  });

  it('finds the same pages.ts files as the server, and every registered section keeps its link', async () => {
    expect(SECTION_PAGES).toEqual((await loadSectionPages()).map((f) => f.pages));
    expect(auditEntityPath({ entityType: 'project', entityId: 'p-1' }, null, withGizmos)).toBe(
      '/project-management/list/p-1',
    );
    expect([...AUDIT_ENTITIES.keys()].sort()).toEqual(
      [
        'certificate_type',
        'client',
        'project',
        'project_location',
        'user',
        'worker',
        'worker_certificate',
        // the template apps' records (issue #34)
        'file_manager_file',
        'file_manager_folder',
        'help_faq',
        'help_guide',
        'inventory_product',
        'mail_attachment',
        'note_image',
      ].sort(),
    );
  });
});
