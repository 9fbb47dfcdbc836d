import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RentRollPreview } from '@lease/contract';

/** The rows the server refused, each with every problem it found, by line of the file. */
export function RentRollProblems({ preview }: { preview: RentRollPreview }) {
  return (
    <>
      <TableContainer sx={{ maxHeight: 320 }} tabIndex={0} aria-label="Rows with problems">
        <Table size="small" stickyHeader aria-label="Rent-roll problems">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Property</TableCell>
              <TableCell>Unit</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.problems.map((p) => (
              <TableRow key={p.line}>
                <TableCell>{p.line}</TableCell>
                <TableCell>{p.property}</TableCell>
                <TableCell>{p.unit}</TableCell>
                <TableCell>{p.problems.join('; ')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.problemRows > preview.problems.length && (
        <Typography variant="caption">
          The first {preview.problems.length} of {preview.problemRows} rows with problems are shown.
        </Typography>
      )}
    </>
  );
}
