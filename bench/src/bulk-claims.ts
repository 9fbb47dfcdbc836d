import pg from 'pg';

/**
 * Files `count` undecided claims straight in SQL, each a copy of the first demo claim on the desk on a
 * policy of its own that has none, with its papers; spread over the last days and their dates of loss
 * over two years, so the Claims grid's sorts have values to order. Needs the demo seeded (its claims are
 * the template). Answers how many were filed.
 */
export async function fileBulkClaims(url: string, count: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const filed = await client.query(`
      with template as (
        select * from claims where status = 'submitted' order by name limit 1
      ), policies as (
        select a.id, a.building_id, a.landlord_id, row_number() over (order by a.rider_id) as n
        from applications a
        where a.rider_id is not null and a.cancelled_at is null
          and not exists (select 1 from claims c where c.application_id = a.id)
        limit ${count}
      )
      insert into claims (name, application_id, building_id, landlord_id, status, claim_types, date_of_loss,
                          payment_method, contact_name, contact_email, security_deposit, claim_data,
                          recommendation, assessed_payout, created_at, updated_at)
      select 'CLM-B' || lpad(p.n::text, 7, '0'), p.id, p.building_id, p.landlord_id, 'submitted',
             t.claim_types, t.date_of_loss - (p.n % 730)::int, t.payment_method, t.contact_name,
             t.contact_email, t.security_deposit, jsonb_set(t.claim_data, '{riderId}', to_jsonb(p.id::text)),
             (array['approve', 'refer', 'request_documents', 'deny'])[1 + p.n % 4]::claim_recommendation,
             t.assessed_payout,
             now() - (p.n * interval '43 seconds'), now() - (p.n * interval '43 seconds')
      from policies p cross join template t`);
    await client.query(`
      insert into claim_files (claim_id, building_id, landlord_id, field, file_name, file_type, storage_key,
                               bytes, created_at)
      select c.id, c.building_id, c.landlord_id, f.field, f.file_name, f.file_type,
             f.storage_key || '-' || c.name, f.bytes, c.created_at
      from claims c
      cross join (select * from claim_files where claim_id = (
        select id from claims where status = 'submitted' and name not like 'CLM-B%' order by name limit 1)) f
      where c.name like 'CLM-B%'`);
    // As autovacuum leaves a table in use: the visibility map lets a count read an index alone.
    // One statement a query: VACUUM cannot run in the implicit transaction of a multi-statement one.
    await client.query('vacuum analyze claims');
    await client.query('vacuum analyze claim_files');
    return filed.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
