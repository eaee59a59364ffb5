import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WorkerDetail } from '@wf/shared/contracts/workers/workers';
import { WorkerFieldGroups } from './worker-details.tsx';

/** A worker record with the fields the groups read; the rest left out. */
const worker = (over: Partial<WorkerDetail>) =>
  ({
    id: '00000000-0000-4000-8000-0000000000e1',
    name: 'Tan Mei Ling',
    typeOfEmployment: 'Part-Timer',
    engagementType: 'employee',
    idNumberMasked: 'S****567D',
    bankAccMasked: '******6789',
    qna: {},
    workingExps: [],
    files: [],
    history: [],
    ...over,
  }) as unknown as WorkerDetail;

const show = (w: WorkerDetail) =>
  render(<WorkerFieldGroups worker={w} revealed={{}} canReveal={false} onRevealed={() => undefined} onError={() => undefined} />);

describe("the worker record's own hourly rate (one pay-visibility rule, decision 018)", () => {
  it('shows the rate to a role that reads it', () => {
    show(worker({ hourlyRateCents: 1555, showsOwnRate: true }));
    expect(screen.getByText('S$15.55')).toBeTruthy();
    expect(screen.queryByTestId('pay-hidden')).toBeNull();
  });

  it('says "hidden for your role" to a manager, never a blank or a 0', () => {
    show(worker({ hourlyRateCents: null, showsOwnRate: false }));
    expect(screen.getByTestId('pay-hidden').textContent).toMatch(/hidden/i);
    expect(screen.queryByText(/S\$\s?\d/)).toBeNull();
  });
});
