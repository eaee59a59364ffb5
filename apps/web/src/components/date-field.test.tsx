import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DATE_FORMAT_MESSAGE, DateField, INVALID_DATE, dateTextToValue } from './date-field.tsx';

afterEach(cleanup);

function Harness(props: { initial?: string | null; onValue?: (v: string | null) => void; helperText?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <DateField
        label="Start date"
        value={value}
        helperText={props.helperText}
        onChange={(v) => {
          setValue(v);
          props.onValue?.(v);
        }}
      />
      <output data-testid="value">{String(value)}</output>
      <button type="button" onClick={() => setValue('2027-01-31')}>
        load
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('Start date') as HTMLInputElement;
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });

describe('dateTextToValue', () => {
  it('answers ISO for DD/MM/YYYY and yyyy-mm-dd, null when empty, INVALID_DATE otherwise', () => {
    expect(dateTextToValue('05/03/2026')).toBe('2026-03-05');
    expect(dateTextToValue('2026-03-05')).toBe('2026-03-05');
    expect(dateTextToValue('  ')).toBeNull();
    expect(dateTextToValue('31/02/2026')).toBe(INVALID_DATE);
    expect(dateTextToValue('03/05')).toBe(INVALID_DATE);
  });
});

describe('DateField', () => {
  it('shows the ISO value as DD/MM/YYYY and hands typed dates on as ISO', () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-12-01" onValue={onValue} />);
    expect(input().value).toBe('01/12/2026');
    expect(input().placeholder).toBe('DD/MM/YYYY');
    expect(input().inputMode).toBe('numeric');
    type('15/08/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-08-15');
    expect(screen.getByTestId('value').textContent).toBe('2027-08-15');
  });

  it('converts yyyy-mm-dd to DD/MM/YYYY on blur', () => {
    render(<Harness />);
    type('2026-03-05');
    fireEvent.blur(input());
    expect(input().value).toBe('05/03/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-03-05');
  });

  it('keeps an impossible date as typed, says how to write it after blur and never hands it on as empty', () => {
    render(<Harness helperText="Leave empty for an open-ended project" />);
    type('31/02/2026');
    expect(screen.getByTestId('value').textContent).toBe(INVALID_DATE);
    expect(screen.queryByText(DATE_FORMAT_MESSAGE)).toBeNull(); // not while still typing
    fireEvent.blur(input());
    expect(input().value).toBe('31/02/2026');
    expect(screen.getByText(DATE_FORMAT_MESSAGE)).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    type('');
    expect(screen.getByTestId('value').textContent).toBe('null');
    expect(screen.getByText('Leave empty for an open-ended project')).toBeTruthy();
  });

  it('replaces the text when the value is set from outside (a loaded record)', () => {
    render(<Harness initial="2026-01-02" />);
    fireEvent.click(screen.getByText('load'));
    expect(input().value).toBe('31/01/2027');
  });

  it('picks a day from the calendar', async () => {
    render(<Harness initial="2026-12-01" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start date calendar' });
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '15' }));
    expect(screen.getByTestId('value').textContent).toBe('2026-12-15');
    expect(input().value).toBe('15/12/2026');
  });

  it('inserts the slashes while digits are typed, as the public form does (#13 item 6)', () => {
    render(<Harness />);
    let shown = '';
    for (const ch of '05032026') {
      type(input().value + ch);
      shown = input().value;
    }
    expect(shown).toBe('05/03/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-03-05');
    type('05/0');
    expect(input().value).toBe('05/0'); // backspace still works
  });
});
