import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

interface Common {
  /** The label's id, which names the select. */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  minWidth?: number;
  disabled?: boolean;
}

export type FilterSelectProps = Common &
  (
    | { multiple: true; value: string[]; onChange: (value: string[]) => void }
    | {
        multiple?: false;
        /** '' is every value, named by `everyLabel`. */
        value: string;
        everyLabel: string;
        onChange: (value: string) => void;
      }
  );

/** The desktop's choice filter above a grid (see FilterSelect, which loads this file). */
export default function FilterSelectField(props: FilterSelectProps) {
  const { id, label, options, minWidth = 180, disabled } = props;
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label;
  return (
    <FormControl size="small" sx={{ minWidth }} disabled={disabled}>
      <InputLabel id={id}>{label}</InputLabel>
      {props.multiple ? (
        <Select
          labelId={id}
          label={label}
          multiple
          value={props.value}
          onChange={(e) =>
            props.onChange(typeof e.target.value === 'string' ? [e.target.value] : e.target.value)
          }
          renderValue={(v) => (v.length === 1 ? labelOf(v[0]!) : `${v.length} selected`)}
        >
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              <Checkbox size="small" checked={props.value.includes(o.value)} />
              <ListItemText primary={o.label} />
            </MenuItem>
          ))}
        </Select>
      ) : (
        <Select
          labelId={id}
          label={label}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          <MenuItem value="">{props.everyLabel}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </Select>
      )}
    </FormControl>
  );
}
