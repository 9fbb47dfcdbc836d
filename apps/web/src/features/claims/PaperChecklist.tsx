import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PaperCheck } from '@lease/contract';

/**
 * The papers a claim needs, each ticked only when a file is that paper (claimChecklist of the contract),
 * and how many are still missing: the wizard's readiness panel and the claim's detail show the same list.
 */
export function PaperChecklist({ papers }: { papers: readonly Pick<PaperCheck, 'label' | 'present'>[] }) {
  const missing = papers.filter((p) => !p.present).length;
  return (
    <>
      <List dense aria-label="Papers for this claim">
        {papers.map((p) => (
          <ListItem key={p.label} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {p.present ? (
                <CheckCircleIcon color="success" fontSize="small" aria-label="Attached" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" aria-label="Missing" />
              )}
            </ListItemIcon>
            <ListItemText primary={p.label} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color={missing ? 'warning.main' : 'success.main'} role="status">
        {missing
          ? `${missing} ${missing === 1 ? 'paper is' : 'papers are'} not attached yet.`
          : 'Every paper is attached.'}
      </Typography>
    </>
  );
}
