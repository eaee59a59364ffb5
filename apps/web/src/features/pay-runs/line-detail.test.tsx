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
});
