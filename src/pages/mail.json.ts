// What the visitors' e-mails say and name, published with the build for the server (which may not
// import src/): src/content/mail.ts.
import type { APIRoute } from 'astro';
import { mailContent } from '@/content/mail';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(mailContent(), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json' },
  });
