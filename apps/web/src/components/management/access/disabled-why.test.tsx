import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { DisabledWhy } from './disabled-why.tsx';

afterEach(cleanup);

describe('DisabledWhy (issue 29, item 7)', () => {
  it('without a reason: the control as it is, enabled, no description', () => {
    const click = vi.fn();
    render(
      <DisabledWhy why={null}>
        <Button onClick={click}>Clear</Button>
      </DisabledWhy>,
    );
    const button = screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('with a reason: disabled, the reason is its description, and the tooltip opens on keyboard focus', async () => {
    const click = vi.fn();
    render(
      <DisabledWhy why="Paid in an approved pay run.">
        <Button onClick={click}>Clear</Button>
      </DisabledWhy>,
    );
    const button = screen.getByRole('button', {
      name: 'Clear',
      description: 'Paid in an approved pay run.',
    }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(click).not.toHaveBeenCalled();
    // The wrapper takes the focus a disabled button cannot, and carries the same description.
    const wrapper = button.parentElement!;
    expect(wrapper.tabIndex).toBe(0);
    expect(wrapper.getAttribute('aria-describedby')).toBe(button.getAttribute('aria-describedby'));
    vi.useFakeTimers();
    try {
      act(() => {
        wrapper.focus();
        fireEvent.focus(wrapper);
        fireEvent.mouseOver(wrapper);
        vi.advanceTimersByTime(500);
      });
    } finally {
      vi.useRealTimers();
    }
    expect((await screen.findByRole('tooltip')).textContent).toBe('Paid in an approved pay run.');
  });

  it('several controls share one reason', () => {
    render(
      <DisabledWhy why="You made this adjustment: someone else reviews it.">
        <Button>Approve</Button>
        <Button>Reject</Button>
      </DisabledWhy>,
    );
    for (const name of ['Approve', 'Reject']) {
      const b = screen.getByRole('button', {
        name,
        description: 'You made this adjustment: someone else reviews it.',
      }) as HTMLButtonElement;
      expect(b.disabled).toBe(true);
    }
  });
});
