import type { ReactNode } from 'react';

/** The close button's glyph (its name is the translated closeLabel). */
const CLOSE_GLYPH = '×';

const STYLES = {
  error: {
    background: '#fdeded',
    color: '#5f2120',
    border: '#f5c2c0',
    icon: 'M11 15h2v2h-2zm0-8h2v6h-2zm1-5C6.47 2 2 6.5 2 12a10 10 0 1 0 10-10z',
  },
  warning: {
    background: '#fff4e5',
    color: '#663c00',
    border: '#ffd8a8',
    icon: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  },
  info: {
    background: '#e5f6fd',
    color: '#014361',
    border: '#b3e0f5',
    icon: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9a10 10 0 1 0 0 20 10 10 0 0 0 0-20z',
  },
} as const;

/**
 * A small message box (error, warning, info) with AA contrast. Used instead of MUI Alert, which
 * brings IconButton and icon code into the page's first download.
 */
export function Notice({
  severity,
  children,
  role,
  onClose,
  closeLabel,
}: {
  severity: keyof typeof STYLES;
  children: ReactNode;
  role?: 'alert' | 'status';
  onClose?: () => void;
  closeLabel?: string;
}) {
  const s = STYLES[severity];
  return (
    <div
      role={role}
      style={{
        display: 'flex',
        gap: 10,
        alignItems: 'flex-start',
        background: s.background,
        color: s.color,
        border: `1px solid ${s.border}`,
        borderRadius: 8,
        padding: '10px 12px',
        margin: '12px 0',
        lineHeight: 1.45,
      }}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        style={{ flexShrink: 0, marginTop: 1 }}
      >
        <path fill="currentColor" d={s.icon} />
      </svg>
      <div style={{ flex: 1 }}>{children}</div>
      {onClose && (
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          title={closeLabel}
          style={{
            border: 0,
            background: 'transparent',
            color: 'inherit',
            fontSize: 22,
            lineHeight: 1,
            cursor: 'pointer',
            padding: '0 4px',
            minWidth: 32,
            minHeight: 32,
          }}
        >
          {CLOSE_GLYPH}
        </button>
      )}
    </div>
  );
}
