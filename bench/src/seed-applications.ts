// Enough applications for a landlord's grid to show full pages: the missing ones made through the API,
// by a rent-roll import (each row a lease at one of the landlord's buildings), as a landlord would.

const json = { 'content-type': 'application/json' };

/** The landlord's applications in all, as the applications grid counts them. */
async function applicationCount(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/api/property/filterApp`, {
    method: 'POST',
    headers: { authorization: token, ...json },
    body: JSON.stringify({ title: 'application', page: 1, pageSize: 10 }),
  });
  const body = (await res.json()) as { data?: { total: number }; message?: string };
  if (!body.data) throw new Error(`the applications could not be counted: ${res.status} ${body.message}`);
  return body.data.total;
}

/** Imports leases until the landlord signed in with `token` has at least `least` applications; their count. */
export async function seedApplications(url: string, token: string, least: number): Promise<number> {
  const before = await applicationCount(url, token);
  if (before >= least) return before;
  const auth = { authorization: token };
  const profile = await fetch(`${url}/api/auth/profile`, { headers: auth });
  const landlordId = ((await profile.json()) as { data: { landlordId: string | null } }).data.landlordId;
  if (!landlordId) throw new Error('the signed-in user is no landlord');
  const listed = await fetch(`${url}/api/property/buildings?pageSize=200`, { headers: auth });
  const buildings = ((await listed.json()) as { data: { rows: { name: string }[] } }).data.rows;
  const lines = ['Property,Unit,Resident,Lease From,Lease To,Actual Rent,Status'];
  for (let i = 0; i < least - before; i += 1) {
    const building = buildings[i % buildings.length]?.name ?? '';
    lines.push(`"${building}",BENCH-${i + 1},"Doe, Jane",01/01/2026,12/31/2026,"$1,500.00",Current`);
  }
  const form = new FormData();
  form.append('landlordId', landlordId);
  form.append(
    'mapping',
    JSON.stringify({
      property: 'Property',
      unit: 'Unit',
      tenants: 'Resident',
      leaseStart: 'Lease From',
      leaseEnd: 'Lease To',
      monthlyRent: 'Actual Rent',
      status: 'Status',
    }),
  );
  form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'rent-roll.csv');
  const res = await fetch(`${url}/api/property/rent-roll/import`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const started = (await res.json()) as { data?: { id: string }; message?: string };
  if (!started.data) throw new Error(`the rent roll was refused: ${res.status} ${started.message}`);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const s = await fetch(`${url}/api/property/rent-roll/import?id=${started.data.id}`, { headers: auth });
    const { status } = ((await s.json()) as { data: { status: string } }).data;
    if (status === 'failed') throw new Error('the rent-roll import failed');
    if (status === 'done') break;
  }
  const after = await applicationCount(url, token);
  if (after < least)
    throw new Error(`the rent roll made ${after - before} applications, not ${least - before}`);
  return after;
}
