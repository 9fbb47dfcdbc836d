import ApartmentIcon from '@mui/icons-material/Apartment';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ROLE_LABELS, type TreeNode } from '@lease/contract';
import { PageHeader } from '../../ui/PageHeader';
import { PlainTextField } from '../../ui/PlainTextField';
import { errorMessage } from '../../ui/toast';
import { userQueries, type Level } from './userQueries';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One level of the tree, loaded when it is first shown, a page at a time. */
function TreeLevel({ level, q, depth }: { level: Level; q: string; depth: number }) {
  const query = useInfiniteQuery(userQueries.treeLevel(level, q));
  if (query.isPending)
    return <CircularProgress size={20} sx={{ ml: depth * 3 + 1, my: 1 }} aria-label="Loading" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const nodes = query.data.pages.flatMap((p) => p.rows);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <Box
      component="ul"
      role={depth === 0 ? 'tree' : 'group'}
      aria-label={depth === 0 ? 'Hierarchy' : undefined}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {nodes.length === 0 && (
        <Typography component="li" color="text.secondary" sx={{ pl: depth * 3 + 5, py: 0.5 }}>
          {q ? 'No match.' : 'No one here yet.'}
        </Typography>
      )}
      {nodes.map((node) => (
        <TreeItem key={node.id} node={node} depth={depth} />
      ))}
      {query.hasNextPage && (
        <Box component="li" sx={{ pl: depth * 3 + 5 }}>
          <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            Show more ({total - nodes.length} left)
          </Button>
        </Box>
      )}
    </Box>
  );
}

function TreeItem({ node, depth }: { node: TreeNode; depth: number }) {
  const [open, setOpen] = useState(false);
  const childLevel: Level =
    node.kind === 'landlord'
      ? { kind: 'line', landlordId: node.id }
      : { kind: 'reports', managerId: node.id };
  const label = node.kind === 'landlord' ? 'Landlord' : ROLE_LABELS[node.role ?? 'pm'];
  return (
    <Box component="li" role="treeitem" aria-expanded={node.children !== 0 ? open : undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * 3, py: 0.25 }}>
        {node.children !== 0 ? (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
          >
            {open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        {node.kind === 'landlord' ? <ApartmentIcon color="primary" /> : <PersonIcon color="action" />}
        <Typography sx={{ fontWeight: node.kind === 'landlord' ? 700 : 500 }}>{node.name}</Typography>
        {node.email && (
          <Typography variant="body2" color="text.secondary">
            {node.email}
          </Typography>
        )}
        <Chip size="small" label={label} />
        {node.buildings >= 0 && (
          <Chip size="small" variant="outlined" label={count(node.buildings, 'building', 'buildings')} />
        )}
        {node.children > 0 && (
          <Chip size="small" variant="outlined" label={count(node.children, 'person', 'people')} />
        )}
      </Box>
      {open && <TreeLevel level={childLevel} q="" depth={depth + 1} />}
    </Box>
  );
}

/**
 * /dashboard/user/treeview: landlord → vp → rm → pm, each level loaded when opened; a search lists the
 * matching people of the caller's line, each opening onto its reports.
 */
export function TreeViewPage() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  return (
    <>
      <PageHeader
        title="Tree View"
        description="Who reports to whom: landlords, their Full Portfolio, Multi-Site and Property users."
      />
      <PlainTextField
        label="Search people by name or email"
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2, minWidth: 320 }}
      />
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <TreeLevel level={q ? { kind: 'search' } : { kind: 'landlords' }} q={q} depth={0} />
      </Paper>
    </>
  );
}
