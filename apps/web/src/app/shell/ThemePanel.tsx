import {
  DATE_FORMATS,
  formatDay,
  LAYOUTS,
  PALETTES,
  PALETTES_SHOWN_FIRST,
  type Layout,
  type ThemeSettings,
} from '@lease/contract';
import Close from '@mui/icons-material/Close';
import Shuffle from '@mui/icons-material/Shuffle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { selectThemeSettings, useUiStore } from '../../store/ui';

const LAYOUT_LABELS: Record<Layout, string> = {
  'left-sidebar': 'Left Sidebar',
  'right-sidebar': 'Right Sidebar',
  'big-sidebar': 'Big Sidebar',
  'top-navigation': 'Top Navigation',
  'mega-menu': 'Mega Menu',
};

const TITLE_ID = 'theme-panel-title';
/** The day each date-format choice shows as its example. */
const EXAMPLE_DAY = '2025-11-30';

/** One labelled group of radio choices. */
function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
  row = true,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  row?: boolean;
}) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      <RadioGroup row={row} value={value} onChange={(_event, next) => onChange(next as T)}>
        {options.map(([optionValue, optionLabel]) => (
          <FormControlLabel
            key={optionValue}
            value={optionValue}
            control={<Radio size="small" />}
            label={optionLabel}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Box sx={{ px: 3, py: 2 }}>{children}</Box>;
}

/** §3.4 template settings: every change applies at once; the caller saves when it closes. */
export function ThemePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const settings = useUiStore(useShallow(selectThemeSettings));
  const applyTheme = useUiStore((s) => s.applyTheme);
  const [showAll, setShowAll] = useState(false);
  const set = (patch: Partial<ThemeSettings>) => applyTheme(patch);
  const palettes = showAll ? PALETTES : PALETTES.slice(0, PALETTES_SHOWN_FIRST);

  const randomTheme = () => {
    const others = PALETTES.filter((p) => p.key !== settings.theme);
    const pick = others[Math.floor(Math.random() * others.length)];
    if (pick) set({ theme: pick.key });
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': TITLE_ID,
          sx: { width: { xs: '100%', sm: 360 } },
        },
      }}
    >
      {/* The title and its close button stay at the top while the settings scroll (issue #36). */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 3,
          py: 2,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={TITLE_ID} variant="h6" component="h2" sx={{ flex: 1 }}>
          Theme settings
        </Typography>
        <IconButton aria-label="Close theme settings" onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Section>
        <Choice
          label="Mode"
          value={settings.mode}
          options={[
            ['light', 'Light'],
            ['dark', 'Dark'],
          ]}
          onChange={(mode) => set({ mode })}
        />
      </Section>
      <Section>
        <Choice
          label="Direction"
          value={settings.direction}
          options={[
            ['ltr', 'LTR'],
            ['rtl', 'RTL'],
          ]}
          onChange={(direction) => set({ direction })}
        />
      </Section>
      <Divider />
      <Section>
        <FormControl component="fieldset" sx={{ width: '100%' }}>
          <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 1 }}>
            Theme colour
          </FormLabel>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}
            data-testid="palette-list"
          >
            {palettes.map((palette) => {
              const selected = palette.key === settings.theme;
              return (
                <ButtonBase
                  key={palette.key}
                  aria-pressed={selected}
                  onClick={() => set({ theme: palette.key })}
                  sx={{
                    justifyContent: 'flex-start',
                    gap: 1,
                    p: 1,
                    borderRadius: 2,
                    border: 2,
                    borderColor: selected ? 'primary.main' : 'divider',
                    textAlign: 'start',
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 28,
                      flexShrink: 0,
                      borderRadius: '50%',
                      background: `linear-gradient(135deg, ${palette.primary} 50%, ${palette.secondary} 50%)`,
                    }}
                  />
                  <Typography variant="body2" component="span" sx={{ fontWeight: selected ? 700 : 400 }}>
                    {palette.name}
                  </Typography>
                </ButtonBase>
              );
            })}
          </Box>
        </FormControl>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
          {!showAll && (
            <Button size="small" onClick={() => setShowAll(true)}>
              Show All
            </Button>
          )}
          <Button size="small" startIcon={<Shuffle />} onClick={randomTheme}>
            Random theme
          </Button>
        </Stack>
      </Section>
      <Divider />
      <Section>
        <Choice
          label="Background position"
          value={settings.bgPosition}
          options={[
            ['header', 'Header'],
            ['half', 'Half'],
            ['full', 'Full'],
          ]}
          onChange={(bgPosition) => set({ bgPosition })}
        />
        <Stack sx={{ mt: 1 }}>
          <FormControlLabel
            control={
              <Switch checked={settings.decoration} onChange={(_e, decoration) => set({ decoration })} />
            }
            label="Decoration"
          />
          <FormControlLabel
            control={<Switch checked={settings.gradient} onChange={(_e, gradient) => set({ gradient })} />}
            label="Gradient"
          />
        </Stack>
      </Section>
      <Divider />
      <Section>
        <Choice
          label="Date format"
          value={settings.dateFormat}
          row={false}
          options={DATE_FORMATS.map((f) => [f, `${f} (${formatDay(EXAMPLE_DAY, f)})`] as const)}
          onChange={(dateFormat) => set({ dateFormat })}
        />
      </Section>
      <Divider />
      <Section>
        <Choice
          label="Layout"
          value={settings.layout}
          row={false}
          options={LAYOUTS.map((layout) => [layout, LAYOUT_LABELS[layout]] as const)}
          onChange={(layout) => set({ layout })}
        />
      </Section>
    </Drawer>
  );
}
