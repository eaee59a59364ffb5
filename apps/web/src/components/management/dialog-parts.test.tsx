import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CancelAndConfirm, DialogError } from './dialog-parts.tsx';

afterEach(cleanup);

describe('CancelAndConfirm', () => {
  it('without onConfirm: Cancel and Save, Save submits the form it stands in', () => {
    const submit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const cancel = vi.fn();
    render(
      <form onSubmit={submit}>
        <CancelAndConfirm onCancel={cancel} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('with onConfirm: the main button calls it and submits nothing; disabled and labels as given', () => {
    const submit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    const confirm = vi.fn();
    const { rerender } = render(
      <form onSubmit={submit}>
        <CancelAndConfirm onCancel={() => {}} onConfirm={confirm} label="Pay" cancelLabel="Back" />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    rerender(
      <form onSubmit={submit}>
        <CancelAndConfirm onCancel={() => {}} onConfirm={confirm} label="Pay" disabled />
      </form>,
    );
    expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('DialogError', () => {
  it('shows the error as an alert, and nothing without one', () => {
    const { rerender } = render(<DialogError error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<DialogError error="Refused" />);
    expect(screen.getByRole('alert').textContent).toBe('Refused');
  });
});
