import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import InfoIcon from '@mui/icons-material/Info';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import type { Ref } from 'react';

/** Darker than notistack's own green, red and blue, so the white text passes AA contrast. */
const FILL = { success: '#1b5e20', error: '#b71c1c', info: '#0d47a1' } as const;
const ICON = { success: CheckCircleIcon, error: ErrorIcon, info: InfoIcon } as const;

/**
 * One toast. Replaces notistack's default content, whose fixed element id repeats when two toasts
 * show at once.
 */
export function ToastContent({
  message,
  variant,
  style,
  className,
  ref,
}: CustomContentProps & { ref?: Ref<HTMLDivElement> }) {
  const kind = variant === 'success' || variant === 'info' ? variant : 'error';
  const Icon = ICON[kind];
  return (
    <SnackbarContent
      ref={ref}
      role={kind === 'error' ? 'alert' : 'status'}
      style={{
        ...style,
        backgroundColor: FILL[kind],
        color: '#fff',
        alignItems: 'center',
        gap: 12,
        padding: '12px 16px',
        borderRadius: 8,
        fontSize: '0.95rem',
        boxShadow: '0 6px 18px rgba(0,0,0,0.25)',
        flexWrap: 'nowrap',
        maxWidth: 480,
      }}
      className={className}
      data-variant={variant}
    >
      <Icon fontSize="small" />
      <span>{message}</span>
    </SnackbarContent>
  );
}
