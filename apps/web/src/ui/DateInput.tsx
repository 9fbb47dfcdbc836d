import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { DateFormat } from '@lease/contract';
import { useUiStore } from '../store/ui';
import { dateText, maskDate, parseDate } from './dateText';

/** The format a date field takes: the spec's fixed one where given, else the person's setting. */
export function useDateFormat(fixed?: DateFormat): DateFormat {
  const setting = useUiStore((s) => s.dateFormat);
  return fixed ?? setting;
}

/** What a date field says when it holds no readable date. */
export const dateAsked = (format: DateFormat) => `Enter the date as ${format}`;

export interface DateInputProps {
  label: string;
  /** YYYY-MM-DD, or '' while empty or not yet a whole real day (a form may hold the typed text then). */
  value: string;
  /**
   * The day typed (YYYY-MM-DD, or '' while none is readable) and the text as shown: a form that must
   * not take unreadable text for an empty date (issue #36: an invite went out with no end) reads both.
   */
  onChange: (value: string, typed: string) => void;
  /** A fixed format where the spec sets one (the claim wizard's MM/DD/YYYY); else the person's setting. */
  format?: DateFormat;
  /** A problem of the value itself (a rule of the form); one of the text wins while it is unreadable. */
  error?: string | undefined;
  /** Show the error now (the form was tried), not only once the field is left with something typed. */
  shown?: boolean;
  helperText?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * Every date a person types (issue #36): one text field in the person's date format (decision 0026),
 * its placeholder and its error in that format, eight digits in one Tab stop (issue #25), and a
 * calendar (the browser's own picker) from its icon or Alt+Down. A shown error marks the field
 * `data-problem`, where a form's focus goes to the first problem.
 */
export function DateInput({
  label,
  value,
  onChange,
  format,
  error,
  shown = false,
  helperText,
  min,
  max,
  disabled,
  required,
  size,
  fullWidth = true,
}: DateInputProps) {
  const shape = useDateFormat(format);
  const [text, setText] = useState(() => dateText(value, shape));
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  // A value set from elsewhere (a policy chosen, a date cleared) shows; a half-typed date stays, also
  // when the form holds it as typed.
  useEffect(() => {
    setText((t) =>
      parseDate(t, shape) === value || (!value && !parseDate(t, shape)) || t === value
        ? t
        : dateText(value, shape),
    );
  }, [value, shape]);
  const typed = (raw: string) => {
    const masked = maskDate(raw, shape);
    setText(masked);
    onChange(parseDate(masked, shape), masked);
  };
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // A browser without showPicker: the date is typed.
    }
  };
  const unreadable = text.length > 0 && !parseDate(text, shape) ? dateAsked(shape) : undefined;
  const problem = unreadable ?? error;
  const show = (shown || left) && Boolean(problem);
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => typed(e.target.value)}
      onBlur={() => text && setLeft(true)}
      error={show}
      helperText={show ? problem : helperText}
      {...(show ? { 'data-problem': 'true' } : {})}
      fullWidth={fullWidth}
      size={size}
      required={required}
      disabled={disabled}
      placeholder={shape}
      // Entering the field selects its date, so the digits typed replace it.
      onFocus={(e) => e.target.select()}
      onKeyDown={(e) => {
        if (e.altKey && e.key === 'ArrowDown') openPicker();
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              {/* The mouse's and the finger's way to a date; the keyboard types it (or Alt+Down). */}
              <IconButton
                aria-label="Calendar"
                tabIndex={-1}
                edge="end"
                size={size}
                disabled={disabled}
                onClick={openPicker}
              >
                <CalendarTodayIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value}
                min={min}
                max={max}
                onChange={(e) => {
                  const picked = dateText(e.target.value, shape);
                  setText(picked);
                  onChange(e.target.value, picked);
                }}
                style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', width: '100%' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
