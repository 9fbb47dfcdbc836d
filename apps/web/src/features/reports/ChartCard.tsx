import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { cents, dollars } from '@lease/contract';
import { errorMessage, toast } from '../../ui/toast';
import type { ChartA11y } from './charts/ChartFrame';
import type { ChartTable } from './reportTables';

/** A cell as the page shows it: money columns as dollars ("$623,300.00"), the rest as they are. */
const shown = (table: ChartTable, cell: string | number, column: number): string | number =>
  table.money?.includes(column) ? dollars(cents(String(cell))) : cell;

/**
 * The export loads when first pressed: its quoting and download are three small files that the page's
 * first load would fetch for nothing, and a phone's first load may make 25 requests (issue #33).
 */
const exportCsv = (fileName: string, table: ChartTable) =>
  import('./saveCsv')
    .then((m) => m.saveCsv(fileName, table))
    .catch((error: unknown) => toast.error(errorMessage(error)));

/**
 * One report card: a chart for a glance and, under it, the same numbers as a table (what a screen reader
 * or a keyboard user reads), with the table's CSV export.
 */
export function ChartCard({
  title,
  description,
  fileName,
  table,
  children,
}: {
  title: string;
  description: string;
  fileName: string;
  table: ChartTable;
  /** The chart, given its accessible name and the id of the text of its numbers. */
  children: (a11y: ChartA11y) => ReactNode;
}) {
  const headingId = useId();
  const summaryId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography id={headingId} variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          </Box>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv(fileName, table)}
            aria-label={`Export ${title} as CSV`}
          >
            CSV
          </Button>
        </Box>
        {table.rows.length === 0 ? (
          <Typography sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
            Nothing in this range.
          </Typography>
        ) : (
          <>
            {/* The chart is one image to assistive technology, named by its title and described by its
                numbers: it takes the role itself, being focusable for its tooltips (an image's children
                are not read, so a focusable one inside would be lost). */}
            {children({ label: `${title} chart`, describedBy: summaryId })}
            <Box id={summaryId} sx={{ display: 'none' }}>
              {table.rows
                .map(
                  (r) =>
                    `${r[0]}: ${r
                      .slice(1)
                      .map((c, i) => shown(table, c, i + 1))
                      .join(', ')}`,
                )
                .join('; ')}
            </Box>
            <Box
              sx={{ maxHeight: 240, overflow: 'auto', mt: 1 }}
              tabIndex={0}
              role="region"
              aria-label={`${title} table`}
            >
              <Table
                size="small"
                stickyHeader
                aria-label={title}
                // Narrow cell padding, so a six-column table fits a half-width card (issue #36).
                sx={{ '& .MuiTableCell-root': { px: 1 } }}
              >
                <TableHead>
                  <TableRow>
                    {table.columns.map((c, i) => (
                      <TableCell key={c} align={i === 0 ? 'left' : 'right'}>
                        {c}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row, r) => (
                    <TableRow key={`${r}-${String(row[0])}`}>
                      {row.map((cell, i) => (
                        <TableCell key={table.columns[i]} align={i === 0 ? 'left' : 'right'}>
                          {shown(table, cell, i)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
}
