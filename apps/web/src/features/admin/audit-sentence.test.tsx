import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuditEntry } from '@wf/shared/contracts/admin/admin';
import { AuditSentence, auditEntityPath } from './audit-sentence.tsx';

afterEach(cleanup);

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-24T08:07:00.000Z',
  actorId: 'a-1',
  actorName: 'Hui Min',
  action: 'user.create',
  entityType: 'user',
  entityId: '5f0c3f9e-0000-4000-8000-000000000001',
  entityName: 'Tan',
  before: null,
  after: null,
  ...over,
});

describe('AuditSentence', () => {
  it('reads as a sentence with the record as a link, never its id', () => {
    render(
      <MemoryRouter>
        <AuditSentence entry={entry({})} />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toBe('Hui Min created staff user Tan');
    expect(text).not.toContain('5f0c3f9e');
    expect(screen.getByRole('link', { name: 'Tan' }).getAttribute('href')).toBe('/admin-management/list?search=Tan');
  });

  it('links a worker to its page and names a deleted record from its last values', () => {
    render(
      <MemoryRouter>
        <AuditSentence
          entry={entry({ action: 'worker.requestDischarge', entityType: 'worker', entityId: 'w-1', entityName: 'Koh Kai Wen' })}
        />
        <AuditSentence entry={entry({ action: 'client.delete', entityType: 'client', entityId: 'c-1', entityName: null, before: { name: 'Acme' } })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Koh Kai Wen' }).getAttribute('href')).toBe('/part-timer-management/worker/w-1');
    expect(document.body.textContent).toContain('Hui Min requested the discharge of worker Koh Kai Wen');
    expect(document.body.textContent).toContain('Hui Min deleted client Acme');
  });

  it('knows the page of each record type', () => {
    expect(auditEntityPath({ entityType: 'project_location', entityId: 'l-1' }, 'Depot')).toBe('/project-location-management/list/l-1');
    expect(auditEntityPath({ entityType: 'export', entityId: null }, null)).toBeNull();
  });
});
