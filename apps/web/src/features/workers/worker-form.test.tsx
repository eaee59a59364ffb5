import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import { toBody, type FormValues } from './fields.ts';
import { valuesFrom, WorkerForm } from './worker-form.tsx';
import { PART_TIMER } from './workers-test-kit.ts';

afterEach(cleanup);

const usualDays = () => within(screen.getByRole('group', { name: 'Usual working days (part-time)' }));

// Issue #25 item 2 (decision 026): a part-timer's usual working days and normal hours on the worker form.
// The whole form is large (every registration field): renders take seconds on a busy machine.
describe("the worker form's part-time contract fields", { timeout: 60_000 }, () => {
  it('ticks usual days and takes hours; the body carries ISO weekdays and minutes the shared contract accepts', async () => {
    const onSubmit = vi.fn<(v: FormValues) => Promise<void>>(async () => undefined);
    render(<WorkerForm initial={PART_TIMER} submitLabel="Save" onSubmit={onSubmit} />);
    for (const day of ['Fri', 'Mon', 'Wed']) fireEvent.click(usualDays().getByRole('checkbox', { name: day }));
    expect(
      usualDays()
        .getAllByRole('checkbox')
        .filter((c) => (c as HTMLInputElement).checked),
    ).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Normal hours a day'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Normal hours a week'), { target: { value: '18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const body = toBody(onSubmit.mock.calls[0]![0]);
    expect(body).toMatchObject({ partTimeUsualDays: [1, 3, 5], partTimeDayMinutes: 360, partTimeWeekMinutes: 1080 });
    expect(createWorkerBody.safeParse(body).success).toBe(true);
  });

  it('the contract encashing the public holidays goes as yes/no; unanswered it is left out (the record keeps its value); the shared contract accepts both (decision 026)', () => {
    const yes = toBody({ ...PART_TIMER, partTimeHolidaysEncashed: true });
    expect(yes).toMatchObject({ partTimeHolidaysEncashed: true });
    expect(createWorkerBody.safeParse(yes).success).toBe(true);
    const blank = toBody({ ...PART_TIMER, partTimeHolidaysEncashed: '' });
    expect(blank.partTimeHolidaysEncashed).toBeUndefined();
    expect(createWorkerBody.safeParse(blank).success).toBe(true);
    expect(createWorkerBody.safeParse({ ...yes, partTimeHolidaysEncashed: 'yes' }).success).toBe(false);
  });

  it('blank hours send null (the pay settings apply); a stored contract reads back into the fields', () => {
    expect(toBody({ ...PART_TIMER, partTimeDayMinutes: '', partTimeUsualDays: '' })).toMatchObject({
      partTimeDayMinutes: null,
      partTimeUsualDays: null,
    });
    const v = valuesFrom({
      ...PART_TIMER,
      hourlyRateCents: 1250,
      partTimeUsualDays: [2, 4],
      partTimeDayMinutes: 270,
      partTimeWeekMinutes: null,
    });
    expect(v).toMatchObject({ partTimeUsualDays: '2,4', partTimeDayMinutes: '4.5', partTimeWeekMinutes: '' });
    render(<WorkerForm initial={v} submitLabel="Save" onSubmit={async () => undefined} />);
    expect((usualDays().getByRole('checkbox', { name: 'Tue' }) as HTMLInputElement).checked).toBe(true);
    expect((usualDays().getByRole('checkbox', { name: 'Mon' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Normal hours a day') as HTMLInputElement).value).toBe('4.5');
  });

  it('35 hours a week is not part-time: refused under the field before anything is sent', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<WorkerForm initial={PART_TIMER} submitLabel="Save" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Normal hours a week'), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too large')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows only for the part-time employment type', () => {
    render(
      <WorkerForm
        initial={{ ...PART_TIMER, typeOfEmployment: 'Full-Timer' }}
        submitLabel="Save"
        onSubmit={async () => undefined}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Usual working days (part-time)' })).toBeNull();
    expect(screen.queryByLabelText('Normal hours a day')).toBeNull();
  });
});
