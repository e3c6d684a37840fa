import { fileURLToPath } from "node:url";
import pg from "pg";

/**
 * Seeds a PostgreSQL database with users for the admin table's benchmark (bench-admin.ts): 100,000 by default,
 * in one INSERT … SELECT generate_series (a few seconds). Realistic shape: names from a small
 * vocabulary (so name searches match thousands), eight e-mail domains, two years of sign-ups, 90 %
 * verified, 0.5 % banned, 1 in 5,000 an admin, 10 % with two-factor. Seeded ids start with "seed-",
 * so a re-run adds nothing and `--reset` removes exactly them.
 *
 *   DATABASE_URL=postgres://… node --import tsx tests/load/seed-users.ts [count] [--reset]
 */
const FIRST = [
  "Ada",
  "Ben",
  "Chloe",
  "Dmitri",
  "Elena",
  "Farid",
  "Grace",
  "Hiro",
  "Ines",
  "Jonas",
  "Kira",
  "Liam",
  "Maria",
  "Noah",
  "Olga",
  "Pablo",
  "Quinn",
  "Rosa",
  "Sven",
  "Tara",
  "Umar",
  "Vera",
  "Wei",
  "Xena",
  "Yusuf",
  "Zoe",
  "Amara",
  "Bruno",
  "Camille",
  "Diego",
  "Emma",
  "Felix",
  "Gita",
  "Hugo",
  "Ivy",
  "Jamal",
  "Lena",
  "Mateo",
  "Nora",
  "Omar",
];
const LAST = [
  "Garcia",
  "Smith",
  "Müller",
  "Rossi",
  "Kim",
  "Nguyen",
  "Novak",
  "Silva",
  "Haddad",
  "Kowalski",
  "Tanaka",
  "Okafor",
  "Dubois",
  "Larsen",
  "Costa",
  "Ivanova",
  "Schmidt",
  "Patel",
  "Yilmaz",
  "Jensen",
  "Moreau",
  "Cohen",
  "Lopez",
  "Singh",
  "Hughes",
  "Berg",
  "Romano",
  "Fischer",
  "Sato",
  "Andersen",
  "Petrov",
  "Mendes",
  "Wright",
  "Kaur",
  "Brown",
  "Weber",
  "Fernandez",
  "Olsen",
  "Popescu",
  "Reyes",
  "Ali",
  "Chen",
  "Wagner",
  "Bianchi",
  "Ortiz",
  "Hansen",
  "Ito",
  "Clarke",
  "Vogel",
  "Khan",
];
const DOMAINS = [
  "gmail.test",
  "outlook.test",
  "proton.test",
  "acme.test",
  "pixelforge.test",
  "indiegames.test",
  "studio-nine.test",
  "yahoo.test",
];

export const SEED_COUNT = 100_000;

export async function seedUsers(client: pg.Client | pg.Pool, count = SEED_COUNT): Promise<number> {
  const result = await client.query(
    `insert into "user" (id, name, email, email_verified, created_at, updated_at, role, banned, ban_reason, two_factor_enabled)
     select 'seed-' || n,
            w.first[1 + n % $2] || ' ' || w.last[1 + (n / $2) % $3],
            lower(w.first[1 + n % $2] || '.' || w.last[1 + (n / $2) % $3]) || '.' || n || '@' || w.domains[1 + n % $4],
            n % 10 <> 0,
            now() - make_interval(mins => ($1 - n) * 10),
            now() - make_interval(mins => ($1 - n) * 10),
            case when n % 5000 = 0 then 'admin' else 'user' end,
            n % 200 = 0,
            case when n % 200 = 0 then 'Seeded ban' end,
            n % 10 = 3
     from generate_series(1, $1) as n,
          (select $5::text[] as first, $6::text[] as last, $7::text[] as domains) as w
     on conflict do nothing`,
    [count, FIRST.length, LAST.length, DOMAINS.length, FIRST, LAST, DOMAINS],
  );
  // Fresh statistics and visibility map, as autovacuum keeps them on a live database: the planner picks
  // the search indexes from the first query on, and index-only scans need no heap visits.
  await client.query(`vacuum analyze "user"`);
  return result.rowCount ?? 0;
}

export async function removeSeededUsers(client: pg.Client | pg.Pool): Promise<number> {
  const result = await client.query(`delete from "user" where id like 'seed-%'`);
  return result.rowCount ?? 0;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error("Set DATABASE_URL to the PostgreSQL database to seed (run the server once first so it is migrated).");
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (args.includes("--reset")) {
      console.log(`removed ${await removeSeededUsers(client)} seeded users`);
      return;
    }
    const count = Number(args.find((arg) => /^\d+$/.test(arg)) ?? SEED_COUNT);
    const started = performance.now();
    const inserted = await seedUsers(client, count);
    console.log(`inserted ${inserted} users (of ${count} requested) in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
