// The memory a streamed CSV export takes (decision 0037): N generated inquiries exported through
// the service and the CSV stream into a byte counter, heap measured before, at its peak and after.
// Usage: npx tsx --expose-gc scripts/export-memory.ts [rows] [postgres-url]
// (no URL: an in-memory PGlite; with one: an empty database the script migrates and fills).
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { openMemoryDatabase, openPostgresDatabase } from "#server/platform/db/client.ts";
import { csvFileStream } from "#server/platform/http/csv.ts";
import { createServices } from "#server/registry.ts";

const rows = Number(process.argv[2] ?? 100_000);
const url = process.argv[3];
const handle = url ? await openPostgresDatabase(url) : await openMemoryDatabase();
const services = createServices(handle.db);
await handle.db.execute(sql`truncate contact_inquiries`);
await handle.db.execute(sql`
  insert into contact_inquiries (first_name, last_name, email, investment_interest, status, message, created_at)
  select 'Name' || g, 'Family' || (g % 500), 'person' || g || '@example.com', 'general-inquiry',
         (array['new', 'contacted', 'qualified', 'closed'])[1 + g % 4], repeat('A message of some length. ', 8),
         timestamptz '2021-01-01' + (g * interval '1 minute')
  from generate_series(1, ${rows}) g`);

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
gc?.();
const before = process.memoryUsage();
let peakHeap = before.heapUsed;
let bytes = 0;
let lines = 0;
const counter = new Writable({
  write(chunk: Buffer, _encoding, done) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    done();
  },
});
const by = { actor: { id: null, username: "export-memory" }, ip: "127.0.0.1" };
const batches = await services.staffInquiries.export({}, by);
async function* csvRows() {
  for await (const batch of batches)
    yield batch.map((r) => [
      r.id,
      r.createdAt,
      r.firstName,
      r.lastName,
      r.email,
      r.investmentInterest,
      r.status,
      r.message,
    ]);
}
const started = performance.now();
await pipeline(
  csvFileStream(
    ["id", "createdAt", "firstName", "lastName", "email", "investmentInterest", "status", "message"],
    csvRows(),
  ),
  counter,
);
const seconds = (performance.now() - started) / 1000;
gc?.();
const after = process.memoryUsage();
console.log(`${handle.kind}: ${rows} rows -> ${lines - 1} CSV rows, ${mb(bytes)} in ${seconds.toFixed(1)} s`);
console.log(
  `heapUsed before ${mb(before.heapUsed)}, peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)}), after ${mb(after.heapUsed)}`,
);
console.log(`rss before ${mb(before.rss)}, after ${mb(after.rss)}`);
await handle.close();
