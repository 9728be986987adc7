// The pools' ids, names and statuses, published with the build for the server (which may not
// import src/): it refuses applications to a pool that is not Open and waitlist entries for one
// that is not Upcoming. Checked against the contract's schema here, and again when read.
import type { APIRoute } from 'astro';
import { poolFactsSchema } from '#contracts/interest.ts';
import { pools } from '@/content/pools';

export const GET: APIRoute = () => {
  const facts = poolFactsSchema.parse(pools.map(({ id, name, status }) => ({ id, name, status })));
  return new Response(`${JSON.stringify(facts, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json' },
  });
};
