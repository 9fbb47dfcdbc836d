import Box from '@mui/material/Box';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@lease/contract';

interface OtpInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called once all six digits are in (§2.7: the code is submitted automatically). */
  onComplete: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  label?: string;
}

/**
 * Six single-digit boxes (§2.7): digits only, typing moves on, Backspace moves back, and pasting a code
 * fills the boxes from the one pasted into.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  error,
  label = 'Verification code',
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, i) => value[i] ?? '');

  const commit = (next: string, focus: number) => {
    const code = next.slice(0, OTP_LENGTH);
    onChange(code);
    boxes.current[Math.min(focus, OTP_LENGTH - 1)]?.focus();
    if (code.length === OTP_LENGTH && /^\d+$/.test(code)) onComplete(code);
  };

  const fillFrom = (index: number, typed: string) => {
    const incoming = typed.replace(/\D/g, '');
    if (!incoming) return;
    // Boxes fill left to right: typing past the last digit lands in the first empty box.
    const at = Math.min(index, value.length);
    commit(value.slice(0, at) + incoming + value.slice(at + incoming.length), at + incoming.length);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      onChange(value.slice(0, index - 1));
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      onChange(value.slice(0, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < OTP_LENGTH - 1) {
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            boxes.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={1}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={error || undefined}
          onChange={(event: { target: { value: string } }) => fillFrom(index, event.target.value.slice(-1))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event: { target: HTMLInputElement }) => event.target.select()}
          sx={{
            width: 48,
            height: 56,
            textAlign: 'center',
            fontSize: 24,
            fontWeight: 600,
            borderRadius: 1,
            border: 2,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            outline: 'none',
            '&:focus': { borderColor: error ? 'error.main' : 'primary.main' },
          }}
        />
      ))}
    </Box>
  );
}
