import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { CancelAndConfirm, DialogError, useDialogAction } from './dialog-parts.tsx';

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

describe('useDialogAction', () => {
  it('busy while the action runs; closes the dialog when it succeeds', async () => {
    const done = vi.fn();
    const { result } = renderHook(() => useDialogAction(() => 'never', done));
    let finish!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(done).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('a refusal keeps the dialog open with its text, and onError sees it; the next run clears it', async () => {
    const done = vi.fn();
    const onError = vi.fn();
    const { result } = renderHook(() => useDialogAction((err) => `refused: ${(err as Error).message}`, done));
    await act(() => result.current.run(() => Promise.reject(new Error('stale')), onError));
    expect(result.current.error).toBe('refused: stale');
    expect(onError).toHaveBeenCalledWith(new Error('stale'));
    expect(done).not.toHaveBeenCalled();
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(() => Promise.resolve()));
    expect(result.current.error).toBeNull();
    expect(done).toHaveBeenCalledTimes(1);
  });
});
