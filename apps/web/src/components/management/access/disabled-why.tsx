import { cloneElement, useId, type ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';

type Control = ReactElement<{ disabled?: boolean; 'aria-describedby'?: string }>;

/**
 * An action that cannot work now, and why (issue 29, item 7): given a reason, the control is
 * disabled and its reason shows in a tooltip on hover and on keyboard focus (a disabled button
 * takes neither, so the tooltip sits on a focusable wrapper), and is the control's accessible
 * description. Without a reason the control is shown as it is. The server stays the authority: this
 * only says beforehand what it would refuse.
 *
 * `children` may be one control or several (e.g. approve and reject of one row) sharing the reason.
 * `tabIndex` lets a data grid's actions cell move focus to the wrapper (its cells' roving tab index).
 * `textId`: the id of visible text on the page that already gives the reason; it then describes the
 * control, else a hidden copy of the reason does.
 */
export function DisabledWhy({
  why,
  children,
  tabIndex = 0,
  textId,
}: {
  why: string | null | undefined;
  children: Control | Control[];
  tabIndex?: number;
  textId?: string;
}) {
  const ownId = useId();
  if (!why) return <>{children}</>;
  const id = textId ?? ownId;
  const controls = Array.isArray(children) ? children : [children];
  return (
    <Tooltip title={why} describeChild>
      <span
        tabIndex={tabIndex}
        aria-describedby={id}
        // The tooltip's own title attribute would say it twice.
        title={undefined}
        data-disabled-why=""
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, cursor: 'not-allowed' }}
      >
        {controls.map((c, i) => cloneElement(c, { key: c.key ?? i, disabled: true, 'aria-describedby': id }))}
        {!textId && (
          <span id={id} hidden>
            {why}
          </span>
        )}
      </span>
    </Tooltip>
  );
}
