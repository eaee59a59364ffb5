import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { LineDetail } from './line-detail.tsx';
import { lineOf } from './pay-runs-test-kit.tsx';

afterEach(cleanup);

describe("a run line's pay lines (issue #25 item 2, decision 026)", () => {
  it("shows a part-timer's public holiday not worked as its own line, naming the holiday", () => {
    const line = lineOf(1, {
      payLines: [
        { month: '2026-12', kind: 'normal', rateCents: 1200, multiplier: 1000, minutes: 480, amountCents: 9600 },
        { month: '2026-12', kind: 'public_holiday_not_worked', rateCents: 1200, multiplier: 1000, minutes: 240, amountCents: 4800 },
      ],
      publicHolidayPayCents: 4800,
      grossCents: 14400,
      netCents: 14400,
      holidaysNotWorked: [{ date: '2026-12-25', name: 'Christmas Day', minutes: 240, rateCents: 1200, amountCents: 4800 }],
    });
    render(<LineDetail line={line} />);
    const row = screen.getByText('Public holiday not worked (part-time, pro-rated)').closest('tr')!;
    expect(row.textContent).toContain('25/12/2026 Christmas Day');
    expect(row.textContent).toContain('S$48.00');
    expect(screen.getByText('Basic pay').closest('tr')!.textContent).not.toContain('Christmas');
  });

  it('a holiday on a non-working day is its own line; a holiday paid on no line is a S$0.00 row saying why (decision 026)', () => {
    const line = lineOf(2, {
      payLines: [
        { month: '2026-12', kind: 'normal', rateCents: 1200, multiplier: 1000, minutes: 480, amountCents: 9600 },
        { month: '2026-12', kind: 'public_holiday_not_worked', rateCents: 1200, multiplier: 1000, minutes: 240, amountCents: 4800 },
        { month: '2026-12', kind: 'public_holiday_non_working_day', rateCents: 1200, multiplier: 1000, minutes: 240, amountCents: 4800 },
      ],
      publicHolidayPayCents: 9600,
      grossCents: 19200,
      netCents: 19200,
      holidaysNotWorked: [
        { date: '2026-12-24', name: 'Usual-day holiday', minutes: 240, rateCents: 1200, amountCents: 4800 },
        { date: '2026-12-25', name: 'Christmas Day', nonWorkingDay: true, minutes: 240, rateCents: 1200, amountCents: 4800 },
      ],
      holidaysUnpaid: [
        { date: '2026-12-26', name: 'Encashed Day', reason: 'encashed', rateCents: 1200, encashedCents: 46 },
        { date: '2026-12-27', name: 'Forfeited Day', reason: 'absent', absentOn: '2026-12-28' },
      ],
    });
    render(<LineDetail line={line} />);
    const off = screen.getByText('Public holiday on a non-working day (part-time, pro-rated)').closest('tr')!;
    expect(off.textContent).toContain('25/12/2026 Christmas Day');
    expect(off.textContent).not.toContain('Usual-day holiday');
    expect(screen.getByText('Public holiday not worked (part-time, pro-rated)').closest('tr')!.textContent).not.toContain('Christmas');
    const unpaid = screen.getAllByText('Public holiday, no separate pay (part-time)').map((el) => el.closest('tr')!.textContent);
    expect(unpaid).toHaveLength(2);
    expect(unpaid[0]).toContain('Encashed into the hourly rate by the contract (S$0.46 an hour at S$12.00)');
    expect(unpaid[0]).toContain('S$0.00');
    expect(unpaid[1]).toContain('Absent without consent on 28/12/2026');
  });

  it('a holiday worked after an unexcused absence: the work on the basic line, a S$0.00 row saying why (decision 026)', () => {
    const line = lineOf(3, {
      payLines: [{ month: '2029-02', kind: 'normal', rateCents: 1200, multiplier: 1000, minutes: 120, amountCents: 2400 }],
      publicHolidayPayCents: 0,
      grossCents: 2400,
      netCents: 2400,
      holidaysUnpaid: [{ date: '2029-02-02', name: 'Excuse Holiday', reason: 'absent', absentOn: '2029-02-05', worked: true }],
    });
    render(<LineDetail line={line} />);
    const row = screen.getByText('Public holiday, no separate pay (part-time)').closest('tr')!.textContent;
    expect(row).toContain('02/02/2029 Excuse Holiday');
    expect(row).toContain('Worked, without holiday pay: absent without consent or excuse on 05/02/2029');
    expect(row).toContain('the work is paid at the basic rate');
    expect(row).toContain('S$0.00');
  });
});
