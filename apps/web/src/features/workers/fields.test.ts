import { describe, expect, it } from 'vitest';
import { createWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { toBody } from './fields.ts';
import { exportColumns } from '../../components/management/list/server-grid.tsx';
import { valuesFrom } from './worker-form.tsx';
import { PART_TIMER } from './workers-test-kit.ts';

describe('worker form values', () => {
  it('turns form values into a request body the shared schema accepts', () => {
    const body = toBody(PART_TIMER);
    expect(body.hourlyRateCents).toBe(1250);
    expect(body.school).toBe('');
    const parsed = createWorkerBody.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('sends the engagement type when chosen and leaves it out while blank (the server keeps its value)', () => {
    expect(toBody({ engagementType: 'contractor' }).engagementType).toBe('contractor');
    expect('engagementType' in toBody({ engagementType: '' })).toBe(false);
    expect(valuesFrom({ engagementType: 'employee' }).engagementType).toBe('employee');
  });

  it('reads a record back into form values', () => {
    const v = valuesFrom({
      hourlyRateCents: 1250,
      fullyVaccinated: false,
      relativesInCompany: null,
      name: 'A',
      school: null,
    });
    expect(v).toMatchObject({
      hourlyRateCents: '12.50',
      fullyVaccinated: false,
      relativesInCompany: null,
      name: 'A',
      school: '',
    });
  });

  it('exports the visible columns in grid order, only those the export knows', () => {
    expect(
      exportColumns(
        ['name', 'status', 'age'],
        ['name', 'status', 'actions', 'age'].map((field) => ({ field })),
        { status: false },
      ),
    ).toBe('name,age');
  });
});
