// The invoice calls of a landlord at the size `bench:reports` seeded: last month is issued (as the
// monthly job would) when it is not yet, then the list, the detail and the PDF are measured.
import { measure, printTable } from './load.js';

const duration = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

export async function measureInvoices(url: string, admin: string, landlord: string): Promise<void> {
  const started = Date.now();
  const issue = await fetch(`${url}/api/invoice/issue`, {
    method: 'POST',
    headers: { authorization: admin, 'content-type': 'application/json' },
    body: JSON.stringify({ month: lastMonth() }),
  });
  if (!issue.ok) throw new Error(`issue: ${issue.status} ${await issue.text()}`);
  const issued = ((await issue.json()) as { data: { issued: number } }).data.issued;
  console.log(
    `\n${lastMonth()}: ${issued} invoices issued in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const list = await fetch(`${url}/api/invoice/list?sort=issuedOn&order=desc&pageSize=1`, {
    headers: { authorization: landlord },
  });
  const newest = (
    (await list.json()) as { data: { rows: { id: string; invoiceNum: string; lineCount: number }[] } }
  ).data.rows[0];
  if (!newest) throw new Error('the landlord has no invoice');
  console.log(`the landlord's ${newest.invoiceNum} has ${newest.lineCount} lines`);

  const pdfStarted = Date.now();
  const pdf = await fetch(`${url}/api/invoice/pdf?id=${newest.id}`, { headers: { authorization: landlord } });
  const bytes = (await pdf.arrayBuffer()).byteLength;
  console.log(`one PDF: ${Date.now() - pdfStarted} ms, ${Math.round(bytes / 1024)} KB`);

  const headers = { authorization: landlord };
  printTable([
    await measure({
      title: 'landlord: /invoice/list',
      url: `${url}/api/invoice/list`,
      headers,
      duration,
      connections: CONNECTIONS,
    }),
    await measure({
      title: 'landlord: /property/invoice (detail)',
      url: `${url}/api/property/invoice?id=${newest.id}`,
      headers,
      duration,
      connections: CONNECTIONS,
    }),
    await measure({
      title: 'landlord: /invoice/search',
      url: `${url}/api/invoice/search?invoiceNum=${newest.invoiceNum.slice(-4)}`,
      headers,
      duration,
      connections: CONNECTIONS,
    }),
    await measure({
      title: 'landlord: /invoice/pdf',
      url: `${url}/api/invoice/pdf?id=${newest.id}`,
      headers,
      duration,
      connections: CONNECTIONS,
    }),
  ]);
}
