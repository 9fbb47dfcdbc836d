import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { routes, type RouteData } from '@lease/contract';
import { ApiError, apiCall } from '../../api/client';
import { ClosableDialogTitle } from '../../ui/ClosableDialogTitle';
import { formatDetailDate } from '../../ui/format';
import { MoneyText } from '../../ui/MoneyText';
import { errorMessage, toast } from '../../ui/toast';
import { useSchemaForm } from '../../ui/form';
import { SchemaMuiTextField } from '../../ui/SchemaMuiTextField';

type Policy = RouteData<typeof routes.invoices.invoicePolicy>;

/** The policy found (file 2 §3 'application'): who, where, its cover and its premium. */
function PolicySummary({ policy }: { policy: Policy }) {
  const fields: [string, ReactNode][] = [
    ['Rider Id', policy.riderId],
    ['Status', policy.status],
    ['Tenant', policy.tenant || '–'],
    ['Building', `${policy.buildingName}, unit ${policy.unit}`],
    ['Coverage Start Date', formatDetailDate(policy.coverageStartDate) || '–'],
    ['Coverage End Date', formatDetailDate(policy.coverageEndDate) || '–'],
    ['Monthly Premium', <MoneyText key="premium" value={policy.monthlyPremium} />],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { sm: '1fr 1fr' } }}>
      {fields.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** A rider id that names no policy in scope: the server's 404, said where the filer looked. */
const isMiss = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 404;

/**
 * 'Policy lookup' of file 2 §2: a policy in scope by its rider id, with each invoice line it was billed
 * on; an invoice number opens that invoice. A miss says "Policy not found." in the dialog, under the
 * search (issue #25); any other failure is a failure notification (§8).
 */
export function PolicyLookupDialog({
  onClose,
  onOpenInvoice,
}: {
  onClose: () => void;
  onOpenInvoice: (invoiceId: string) => void;
}) {
  const form = useSchemaForm(routes.invoices.invoicePolicy.query, { riderId: '' });
  const riderId = form.watch('riderId');
  const lookup = useMutation({
    mutationFn: (id: string) => apiCall(routes.invoices.invoicePolicy, { query: { riderId: id } }),
    onError: (error) => {
      if (!isMiss(error)) toast.error(errorMessage(error));
    },
  });
  const policy = lookup.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="policy-lookup-title">
      <ClosableDialogTitle id="policy-lookup-title" onClose={onClose}>
        Policy lookup
      </ClosableDialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          role="search"
          aria-label="Policy by rider id"
          onSubmit={(e) => void form.handleSubmit((query) => lookup.mutate(query.riderId))(e)}
          noValidate
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 3 }}
        >
          <SchemaMuiTextField
            control={form.control}
            name="riderId"
            label="Rider Id"
            size="small"
            placeholder="R-0000000"
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<SearchIcon />}
            loading={lookup.isPending}
            disabled={!riderId.trim()}
          >
            Look up
          </Button>
        </Box>
        {isMiss(lookup.error) && (
          <Alert severity="info" role="status">
            {lookup.error.message}
          </Alert>
        )}
        {policy && (
          <>
            <PolicySummary policy={policy} />
            <Typography variant="overline" component="h3" sx={{ display: 'block', mt: 3 }}>
              Invoiced ({policy.lines.length})
            </Typography>
            {policy.lines.length === 0 ? (
              <Typography variant="body2">This policy is on no invoice yet.</Typography>
            ) : (
              <Table size="small" aria-label={`Invoice lines of ${policy.riderId}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Invoice</TableCell>
                    <TableCell>Days in force</TableCell>
                    <TableCell align="right">Premium</TableCell>
                    <TableCell align="right">Credited</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {policy.lines.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>
                        <Link component="button" type="button" onClick={() => onOpenInvoice(l.invoiceId)}>
                          {l.invoiceNum}
                        </Link>
                      </TableCell>
                      <TableCell>
                        {formatDetailDate(l.periodStart)} to {formatDetailDate(l.periodEnd)}
                      </TableCell>
                      <TableCell align="right">
                        <MoneyText value={l.amount} />
                      </TableCell>
                      <TableCell align="right">
                        <MoneyText value={l.credited} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
