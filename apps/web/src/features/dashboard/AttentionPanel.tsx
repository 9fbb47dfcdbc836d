import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AttentionItem, AttentionSection } from '@lease/contract';
import { formatDate } from '../../ui/format';
import { formatCount } from '../../ui/formatNumber';

/** What the date of an item means in each section. */
const DATE_WORD: Record<AttentionSection['key'], string> = {
  flagged: 'Flagged',
  'missing-docs': 'Applied',
  'open-claims': 'Updated',
  'filing-windows': 'Window closes',
  requests: 'Asked',
  invites: 'Expires',
  invoices: 'Due',
};

function Item({ item, dateWord }: { item: AttentionItem; dateWord: string }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={item.link} underline="hover" sx={{ fontWeight: 600 }}>
          {item.title}
        </Link>
        {item.status && <Chip size="small" variant="outlined" label={item.status} />}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {[item.detail, item.date ? `${dateWord} ${formatDate(item.date)}` : null].filter(Boolean).join(' · ')}
      </Typography>
    </ListItem>
  );
}

/** One card per section of what needs attention: its count, its first few items, and its list page. */
export function AttentionPanel({ sections }: { sections: AttentionSection[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
      }}
    >
      {sections.map((s) => (
        <Card
          key={s.key}
          variant="outlined"
          component="section"
          aria-labelledby={`attention-${s.key}`}
          data-testid={`attention-${s.key}`}
        >
          <CardContent>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
              <Typography id={`attention-${s.key}`} variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                {s.label}
              </Typography>
              <Chip
                size="small"
                color={s.count > 0 ? 'warning' : 'default'}
                label={formatCount(s.count)}
                aria-label={`${s.count} in all`}
                data-testid="attention-count"
              />
            </Box>
            {s.items.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Nothing waiting.
              </Typography>
            ) : (
              <List dense disablePadding aria-label={s.label}>
                {s.items.map((item) => (
                  <Item key={item.id} item={item} dateWord={DATE_WORD[s.key]} />
                ))}
              </List>
            )}
            {s.count > s.items.length && (
              <Link
                component={RouterLink}
                to={s.link}
                underline="hover"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                See all {formatCount(s.count)}
              </Link>
            )}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
