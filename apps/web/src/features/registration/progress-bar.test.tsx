import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { I18nProvider } from './i18n.tsx';
import { ProgressBar } from './progress-bar.tsx';

const translations = {
  en: {
    app: {
      progressLabel: 'Registration progress',
      stepDone: 'completed',
      stepCurrent: 'current step',
      stepUpcoming: 'not started',
    },
    steps: { 0: 'A', 1: 'B', 2: 'C', 3: 'D', 4: 'E' },
    stepShort: { 0: 'Job', 1: 'Personal', 2: 'Bank', 3: 'Background', 4: 'Declaration' },
  },
  zh: { app: { progressLabel: '登记进度' } },
};

afterEach(cleanup);

function renderAt(position: number) {
  sessionStorage.setItem('wf.registration.lang', 'en');
  return render(
    <I18nProvider translations={translations}>
      <ProgressBar position={position} />
    </I18nProvider>,
  );
}

describe('ProgressBar', () => {
  it('ticks passed steps, marks the current one for assistive tech and greys later ones', () => {
    const { container, getByRole } = renderAt(2);
    expect(getByRole('navigation', { name: 'Registration progress' })).toBeTruthy();
    const items = [...container.querySelectorAll('li')];
    expect(items.map((li) => li.className.match(/is-(\w+)/)?.[1])).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(items[0]!.querySelector('svg')).not.toBeNull(); // tick
    expect(items[2]!.getAttribute('aria-current')).toBe('step');
    expect(items[2]!.textContent).toContain('C: current step');
    expect(container.querySelector('.reg-progress.is-complete')).toBeNull();
  });
  it('labels every circle with its step (issue 13, item 17)', () => {
    const { container } = renderAt(0);
    const labels = [...container.querySelectorAll('li .reg-progress-label')].map((l) => l.textContent);
    expect(labels).toEqual(['Job', 'Personal', 'Bank', 'Background', 'Declaration']);
  });
  it('turns green with every step ticked once submitted', () => {
    const { container } = renderAt(5);
    expect(container.querySelector('.reg-progress.is-complete')).not.toBeNull();
    expect(container.querySelectorAll('li svg')).toHaveLength(5);
  });
});
