import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import type { Ref } from 'react';

/** Darker than notistack's own green and red, so the white text passes AA contrast. */
const FILL = { success: '#1b5e20', error: '#b71c1c' } as const;

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
  const success = variant === 'success';
  const Icon = success ? CheckCircleIcon : ErrorIcon;
  return (
    <SnackbarContent
      ref={ref}
      role={success ? 'status' : 'alert'}
      style={{
        ...style,
        backgroundColor: success ? FILL.success : FILL.error,
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
