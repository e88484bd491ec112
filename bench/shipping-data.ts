// Data of the shipping benchmark (bench/shipping.ts): 1,000,000 shipments
// over 12 months in nine accounts, one of which (900101) has 100,000, with
// their pieces, tracking events, pickups and batches. Loaded inside
// PostgreSQL with one INSERT … SELECT generate_series statement per 100,000
// shipments (shipments, pieces and events together), the secondary indexes
// built after the load. A marker table records the dataset's version and
// build time, so a second run reuses the data (BENCH_REBUILD=1 builds anew).
import { Client } from 'pg';
import { hashPassword } from '../courier-api/auth/passwords';
import { findCityByCode } from '../courier-api/data/cities';
import { migrateDatabase, openDatabase } from '../courier-api/db/client';
import { PERMISSION_KEYS } from '../courier-api/db/schema';
import { seedRates } from '../courier-api/db/seed-rates';
import { statusDef } from '../courier-api/services/status';
import { ensureDatabaseExists, formatDuration, log } from './lib';
import { ABROAD, HOURS_BY_PROGRESS, SERVICES_DOMESTIC, SERVICES_INTL, STAGE_LOCATION, STAGE_PROGRESS, STAGES, STATUS_BY_PROGRESS, UAE } from './shipment-life';

/** Bump when the generated data changes shape: older bench databases are then rebuilt. */
export const DATASET_VERSION = 1;
export const BENCH_PASSWORD = 'Bench@2026';
export const BENCH_CUSTOMER_EMAIL = 'shipping-bench@example.ae';
export const BENCH_ADMIN_EMAIL = 'shipping-bench-admin@example.ae';
/** A user of an account of its own for the import measure, whose uploads are deleted after each run. */
export const BENCH_IMPORT_EMAIL = 'shipping-bench-import@example.ae';
export const IMPORT_ACCOUNT_NO = '900199';
/** The account measured: 100,000 shipments over 12 months. */
export const MAIN_ACCOUNT_NO = '900101';
export const BATCH_SIZE = 500;
/** Batches of 500 shipments uploaded by the main account (the first one is printed). */
const MAIN_BATCHES_FULL = 20;
const DAYS = 365;
const CHUNK = 100_000;

interface BenchAccount {
  no: string;
  company: string;
  shipments: number;
  prefix: string;
  city: string;
}

/** 1,000,000 shipments in all: the measured account and eight others, from 400k down to 10k. */
const FULL_ACCOUNTS: BenchAccount[] = [
  { no: MAIN_ACCOUNT_NO, company: 'Falcon Home Appliances LLC', shipments: 100_000, prefix: 'FHA-', city: 'DXB' },
  { no: '900102', company: 'Gulf Marketplace FZE', shipments: 400_000, prefix: 'GM', city: 'DXB' },
  { no: '900103', company: 'Desert Rose Perfumes', shipments: 200_000, prefix: 'DRP-', city: 'SHJ' },
  { no: '900104', company: 'Marina Electronics FZE', shipments: 100_000, prefix: 'ME/', city: 'DXB' },
  { no: '900105', company: 'Pearl Fashion House', shipments: 80_000, prefix: 'PFH', city: 'AUH' },
  { no: '900106', company: 'Emirates Book Store', shipments: 50_000, prefix: 'EBS-', city: 'DXB' },
  { no: '900107', company: 'Al Ain Dates Company', shipments: 40_000, prefix: 'ADC-', city: 'AAN' },
  { no: '900108', company: 'Oud Corner Trading', shipments: 20_000, prefix: 'OCT', city: 'AJM' },
  { no: '900109', company: 'Blue Lagoon Pharmacy', shipments: 10_000, prefix: 'BLP-', city: 'RKT' },
];
/**
 * BENCH_SCALE (default 1) shrinks every account, only for a quick smoke run of
 * the script on a database of its own; the version stored in the marker
 * includes it, so a scaled dataset is never taken for the full one.
 */
export const SCALE = envScale();
export const ACCOUNTS = FULL_ACCOUNTS.map((a) => ({ ...a, shipments: Math.max(1000, Math.round(a.shipments * SCALE)) }));
export const TOTAL_SHIPMENTS = ACCOUNTS.reduce((s, a) => s + a.shipments, 0);

function envScale(): number {
  const raw = process.env.BENCH_SCALE?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!(n > 0 && n <= 1)) throw new Error(`BENCH_SCALE must be a number above 0 and at most 1; got "${raw}".`);
  return n;
}

const FIRST_NAMES = ['Aisha', 'Omar', 'Priya', 'James', 'Layla', 'Mohammed', 'Sara', 'Daniel', 'Noura', 'Wei', 'Ahmed', 'Maria', 'Fatima', 'Khalid', 'Anjali', 'Rahul', 'Hessa', 'Yousef', 'Elena', 'Tariq', 'Mariam', 'Joseph', 'Reem', 'Arjun', 'Salma', 'Hamdan', 'Grace', 'Imran', 'Lina', 'Vikram', 'Nadia', 'Samuel', 'Huda', 'Faisal', 'Chloe', 'Rashid', 'Meera', 'Ali', 'Zainab', 'Thomas'];
const LAST_NAMES = ['Rahman', 'Khalid', 'Nair', 'Carter', 'Haddad', 'Saeed', 'Ibrahim', 'Okafor', 'Al Suwaidi', 'Chen', 'Al Hashimi', 'Santos', 'Al Mansoori', 'Menon', 'Al Zaabi', 'Fernandes', 'Al Ketbi', 'Pillai', 'Al Nuaimi', 'Smith', 'Al Falasi', 'Sharma', 'Al Shamsi', 'Kumar', 'Al Marri', 'Hussain', 'Al Dhaheri', 'Iyer', 'Al Qasimi', 'Brown', 'Al Mazrouei', 'Reddy', 'Al Blooshi', 'Das', 'Al Muhairi', 'Wilson', 'Al Hammadi', 'Joseph', 'Al Kaabi', 'Patel'];
const BUILDINGS = ['Al Waleed Tower', 'Marina Heights', 'Palm View Residence', 'Al Nahda Building 3', 'Creek Gate', 'Jumeirah Villas', 'Corniche Plaza', 'Al Reem Court', 'Garden View', 'Oasis Residences'];
const AREAS = ['Al Barsha 1', 'Dubai Marina', 'Al Nahda', 'Deira', 'Jumeirah Lake Towers', 'Al Khalidiyah', 'Al Majaz', 'Mussafah', 'Al Qusais', 'Business Bay'];
const CONTENTS = ['Documents', 'Clothing', 'Mobile accessories', 'Perfume (non-flammable)', 'Books', 'Cosmetics', 'Kitchenware', 'Spare parts', 'Dates and sweets', 'Electronics'];

/**
 * Exceptions of shipments older than two days, by a roll 0–99: 1 % cancelled
 * before pickup, 1 % returned from the destination hub, 1 % on hold in
 * transit, 2 % a failed delivery attempt (the latest event carries the reason).
 */
const EXCEPTIONS = [
  { code: 'CANCELLED', progress: 0, reason: 'Cancelled at the customer’s request', rolls: [0] },
  { code: 'RETURNED', progress: 3, reason: 'Refused by consignee', rolls: [1] },
  { code: 'ON_HOLD', progress: 2, reason: 'Awaiting consignee address confirmation', rolls: [2] },
  { code: 'DELIVERY_ATTEMPTED', progress: 4, reason: 'Consignee not available', rolls: [3, 4] },
];
const EXC_CODE_BY_ROLL = Array.from({ length: 5 }, (_, roll) => EXCEPTIONS.find((e) => e.rolls.includes(roll))!.code);
const EXC_PROGRESS_BY_ROLL = Array.from({ length: 5 }, (_, roll) => EXCEPTIONS.find((e) => e.rolls.includes(roll))!.progress);
const EXC_REASON_BY_ROLL = Array.from({ length: 5 }, (_, roll) => EXCEPTIONS.find((e) => e.rolls.includes(roll))!.reason);
const EXC_REMARKS_BY_ROLL = EXC_CODE_BY_ROLL.map((c) => statusDef(c).remarks);

/**
 * One chunk [lo, hi) of an account's shipments, with their pieces and events,
 * in one statement. The AWB serial is a bijection of the global index g onto
 * 10-digit numbers (2654435761 is coprime with 9·10⁹), so every AWB is unique
 * and valid (11th digit = serial mod 7). Shipment i < batches × 500 belongs
 * to batch i / 500 and was created with it, second by second.
 */
const CHUNK_SQL = `
WITH src AS (
  SELECT i, $4::int + i AS g,
         CASE WHEN i < cardinality($7::uuid[]) * ${BATCH_SIZE} THEN 1 + i / ${BATCH_SIZE} END AS b,
         floor(random() * 4000000000)::bigint AS r,
         random() AS u
  FROM generate_series($1::int, $2::int - 1) AS i
), dated AS (
  SELECT src.*,
         (1000000000 + (g::bigint * 2654435761) % 9000000000)::text AS serial,
         CASE WHEN b IS NOT NULL THEN ($8::timestamptz[])[b] + (i % ${BATCH_SIZE}) * interval '1 second'
              ELSE $6::timestamptz - u * ${DAYS} * interval '1 day' END AS created_at,
         (r % 100)::int AS roll,
         (r / 100) % 4 = 0 AS intl
  FROM src
), staged AS (
  SELECT dated.*,
         extract(epoch FROM $6::timestamptz - created_at) / 86400 AS age,
         CASE WHEN intl THEN (r / 400 % cardinality($12::text[]))::int
              ELSE ((r / 400) % cardinality($9::text[]))::int END AS d_ix,
         (r / 7000 % cardinality($9::text[]))::int AS o_ix
  FROM dated
), shaped AS (
  SELECT staged.*,
         serial || (serial::bigint % 7)::text AS awb,
         CASE WHEN age >= 2 AND roll < 5 THEN roll END AS exc,
         CASE WHEN age >= 6 THEN 5 ELSE least(5, floor(age * 1.2))::int END AS normal_progress,
         ($15::text[])[1 + (r / 11) % cardinality($15::text[])] || ' ' || ($16::text[])[1 + (r / 13) % cardinality($16::text[])] AS receiver,
         1 + CASE WHEN (r / 29) % 10 < 2 THEN 1 + (r / 31) % 3 ELSE 0 END AS pieces,
         250 + ((r / 37) % 60) * 250 AS weight,
         CASE WHEN NOT intl AND (r / 41) % 10 < 3 THEN 5000 + ((r / 43) % 200) * 500 ELSE 0 END AS cod,
         1500 + ((r / 47) % 40) * 250 AS base
  FROM staged
), final AS (
  SELECT shaped.*,
         CASE WHEN exc IS NOT NULL THEN ($23::int[])[1 + exc] ELSE normal_progress END AS progress,
         CASE WHEN exc IS NOT NULL THEN ($22::text[])[1 + exc] ELSE ($20::text[])[1 + normal_progress] END AS status,
         CASE WHEN intl THEN ($13::text[])[1 + (r / 53) % cardinality($13::text[])]
              ELSE ($14::text[])[1 + (r / 53) % cardinality($14::text[])] END AS service_code,
         CASE WHEN NOT intl AND o_ix = d_ix THEN (d_ix + 1) % cardinality($9::text[]) ELSE d_ix END AS dest_ix,
         base * 12 / 100 AS fuel,
         CASE WHEN cod > 0 THEN greatest(1000, cod * 2 / 100) ELSE 0 END AS cod_fee
  FROM shaped
), ins AS (
  INSERT INTO shipments (awb_no, account_id, reference, booking_no, service_code, service_type_id,
    origin_city, origin_city_code, origin_country, destination_city, destination_city_code, destination_country,
    status, progress, pieces, weight_grams, chargeable_grams, sender_name, sender_phone, sender_company, sender_email,
    sender_address_line_1, sender_address_line_2, receiver_name, receiver_phone, receiver_company, receiver_email,
    receiver_address_line_1, receiver_address_line_2, contents, declared_value_fils, cod_amount_fils, special_instructions,
    base_fils, fuel_fils, cod_fee_fils, vat_fils, total_fils, batch_id, delivered_to, created_at, updated_at)
  SELECT awb, $3::uuid,
         CASE WHEN i % 4 = 3 THEN NULL ELSE $5::text || lpad((i + 1)::text, 7, '0') END,
         CASE WHEN progress >= 1 THEN 'BK' || (10000000 + g / 6)::text END,
         service_code, ($25::uuid[])[array_position($24::text[], service_code)],
         ($9::text[])[1 + o_ix], ($10::text[])[1 + o_ix], ($11::text[])[1 + o_ix],
         CASE WHEN intl THEN ($12::text[])[1 + dest_ix] ELSE ($9::text[])[1 + dest_ix] END,
         CASE WHEN intl THEN ($26::text[])[1 + dest_ix] ELSE ($10::text[])[1 + dest_ix] END,
         CASE WHEN intl THEN ($27::text[])[1 + dest_ix] ELSE ($11::text[])[1 + dest_ix] END,
         status, progress, pieces, weight, weight,
         $28::text, $29::text, $28::text, $30::text, $31::text, $32::text,
         receiver,
         '+9715' || ((r / 59) % 10)::text || lpad(((r / 61) % 10000000)::text, 7, '0'),
         CASE WHEN (r / 67) % 5 = 0 THEN ($16::text[])[1 + (r / 13) % cardinality($16::text[])] || ' Trading' END,
         CASE WHEN (r / 71) % 2 = 0 THEN lower(split_part(receiver, ' ', 1)) || '.' || (r / 73 % 1000)::text || '@example.com' END,
         'Flat ' || (100 + (r / 79) % 900)::text || ', ' || ($17::text[])[1 + (r / 83) % cardinality($17::text[])],
         ($18::text[])[1 + (r / 89) % cardinality($18::text[])],
         ($19::text[])[1 + (r / 97) % cardinality($19::text[])],
         (50 + (r / 101) % 950) * 100, cod,
         CASE WHEN (r / 103) % 10 = 0 THEN 'Call before delivery' END,
         base, fuel, cod_fee,
         CASE WHEN intl THEN 0 ELSE (base + fuel + cod_fee) * 5 / 100 END,
         base + fuel + cod_fee + CASE WHEN intl THEN 0 ELSE (base + fuel + cod_fee) * 5 / 100 END,
         CASE WHEN b IS NOT NULL THEN ($7::uuid[])[b] END,
         CASE WHEN progress = 5 THEN CASE WHEN r % 3 = 0 THEN 'Security desk (' || split_part(receiver, ' ', 1) || ')' ELSE receiver END END,
         created_at,
         created_at + (($21::float8[])[1 + progress] + CASE WHEN exc IS NOT NULL THEN 6 ELSE 0 END) * interval '1 hour'
  FROM final
  RETURNING id, progress, status, pieces, weight_grams, created_at, origin_city, destination_city,
            origin_country <> destination_country AS intl, delivered_to
), pcs AS (
  INSERT INTO shipment_pieces (shipment_id, piece_no, weight_grams, length_cm, width_cm, height_cm)
  SELECT ins.id, n, greatest(100, ins.weight_grams / ins.pieces),
         CASE WHEN n % 4 <> 0 THEN 20 + n * 5 END, CASE WHEN n % 4 <> 0 THEN 15 + n * 3 END, CASE WHEN n % 4 <> 0 THEN 10 + n * 2 END
  FROM ins, generate_series(1, ins.pieces) AS n
  RETURNING 1
)
INSERT INTO tracking_events (shipment_id, occurred_at, status_code, progress, location, remarks, delivered_to, exception_reason)
SELECT id, occurred, code, prog, loc, remarks, delivered_to, reason
FROM (
  SELECT ins.id,
         ins.created_at + st.hours * interval '1 hour' AS occurred,
         st.code, st.progress AS prog,
         ${STAGE_LOCATION} AS loc,
         st.remarks,
         CASE WHEN st.code = 'DELIVERED' THEN ins.delivered_to END AS delivered_to,
         NULL::text AS reason
  FROM ins
  JOIN unnest($33::text[], $34::int[], $35::float8[], $36::text[], $37::text[]) AS st(code, progress, hours, loc, remarks)
    ON st.progress <= ins.progress
  UNION ALL
  -- The exception, six hours after the last normal event, with its reason.
  SELECT ins.id,
         ins.created_at + (($21::float8[])[1 + ins.progress] + 6) * interval '1 hour',
         ins.status, ins.progress,
         CASE WHEN ins.progress >= 3 THEN ins.destination_city || ' Hub' ELSE ins.origin_city || ' Hub' END,
         ($38::text[])[array_position($22::text[], ins.status)],
         NULL,
         ($39::text[])[array_position($22::text[], ins.status)]
  FROM ins
  WHERE ins.status = ANY ($22::text[])
) AS ev
ORDER BY occurred`;

interface Ctx {
  accountId: string;
  account: BenchAccount;
  globalOffset: number;
  batchIds: string[];
  batchTimes: Date[];
  builtAt: Date;
  serviceCodes: string[];
  serviceIds: string[];
  senderPhone: string;
  senderEmail: string;
  senderLine1: string;
  senderLine2: string;
}

function chunkParams(lo: number, hi: number, c: Ctx): unknown[] {
  return [
    lo, // 1
    hi, // 2
    c.accountId, // 3
    c.globalOffset, // 4
    c.account.prefix, // 5
    c.builtAt, // 6
    c.batchIds, // 7
    c.batchTimes, // 8
    UAE.map((x) => x.name), // 9
    UAE.map((x) => x.code), // 10
    UAE.map((x) => x.country), // 11
    ABROAD.map((x) => x.name), // 12
    SERVICES_INTL, // 13
    SERVICES_DOMESTIC, // 14
    FIRST_NAMES, // 15
    LAST_NAMES, // 16
    BUILDINGS, // 17
    AREAS, // 18
    CONTENTS, // 19
    STATUS_BY_PROGRESS, // 20
    HOURS_BY_PROGRESS, // 21
    EXC_CODE_BY_ROLL, // 22
    EXC_PROGRESS_BY_ROLL, // 23
    c.serviceCodes, // 24
    c.serviceIds, // 25
    ABROAD.map((x) => x.code), // 26
    ABROAD.map((x) => x.country), // 27
    c.account.company, // 28
    c.senderPhone, // 29
    c.senderEmail, // 30
    c.senderLine1, // 31
    c.senderLine2, // 32
    STAGES.map((s) => s.code), // 33
    STAGE_PROGRESS, // 34
    STAGES.map((s) => s.hours), // 35
    STAGES.map((s) => s.loc), // 36
    STAGES.map((s) => statusDef(s.code).remarks), // 37
    EXC_REMARKS_BY_ROLL, // 38
    EXC_REASON_BY_ROLL, // 39
  ];
}

/**
 * Pickups of one account: every day of the 12 months, about one pickup per
 * 60 shipments of the day (at least one), collected in the past (a few failed
 * or cancelled), requested or assigned today and in the next days.
 */
const PICKUPS_SQL = `
INSERT INTO pickups (booking_no, account_id, status, contact_name, contact_phone, address_line_1, address_line_2,
  city, city_code, pickup_date, window_start, window_end, pieces, weight_grams, status_reason, created_at, updated_at)
SELECT 'BK' || ($1::int + row_number() OVER ())::text, $2::uuid,
       CASE WHEN d > $4::date THEN 'Requested'
            WHEN d = $4::date THEN CASE WHEN k % 2 = 0 THEN 'Assigned' ELSE 'Requested' END
            WHEN (k + extract(doy FROM d)::int) % 40 = 0 THEN 'Failed'
            WHEN (k + extract(doy FROM d)::int) % 33 = 0 THEN 'Cancelled'
            ELSE 'Collected' END,
       'Warehouse desk', $5::text, $6::text, $7::text, $8::text, $9::text, d,
       CASE WHEN k % 2 = 0 THEN '09:00' ELSE '13:00' END, CASE WHEN k % 2 = 0 THEN '12:00' ELSE '17:00' END,
       10 + k * 7 % 50, 5000 + k * 1300 % 40000,
       CASE WHEN (k + extract(doy FROM d)::int) % 40 = 0 THEN 'Nobody at the pickup address' END,
       (d - 1)::timestamp AT TIME ZONE 'Asia/Dubai' + interval '15 hours', (d - 1)::timestamp AT TIME ZONE 'Asia/Dubai' + interval '15 hours'
FROM (SELECT $4::date - ${DAYS - 1} + n AS d FROM generate_series(0, ${DAYS + 2}) AS n) AS days,
     generate_series(0, $3::int - 1) AS k`;

export interface DatasetInfo {
  version: number;
  builtAt: string;
  loadMs: number | null;
  reused: boolean;
  shipments: number;
  pieces: number;
  events: number;
  pickups: number;
  mainAccountId: string;
  mainShipments: number;
  importAccountId: string;
  /** The main account's batches, the first one of 500 shipments is printed. */
  batchNos: string[];
}

const MARKER = 'bench_shipping_dataset';
const dbName = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

async function readMarker(url: string): Promise<DatasetInfo | null> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return null;
  }
  try {
    const res = await client.query<{ info: DatasetInfo }>(`select info from ${MARKER} where version = $1`, [DATASET_VERSION]);
    const info = res.rows[0]?.info;
    return info && info.shipments === TOTAL_SHIPMENTS ? info : null;
  } catch {
    return null; // no marker table: not built (or built by an older script)
  } finally {
    await client.end();
  }
}

async function migrate(url: string): Promise<void> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const t = Date.now();
    await migrateDatabase(database);
    log(`database migrated (${formatDuration(Date.now() - t)})`);
  } finally {
    await database.close();
  }
}

/** The dataset in BENCH_DATABASE_URL: reused when its marker says it is this version, else built. */
export async function prepareDataset(url: string, rebuild: boolean): Promise<DatasetInfo> {
  const existing = rebuild ? null : await readMarker(url);
  if (existing) {
    // New migrations (indexes) apply to the existing data.
    await migrate(url);
    log(`reusing the dataset built ${existing.builtAt} (version ${existing.version}; BENCH_REBUILD=1 builds it anew)`);
    return { ...existing, reused: true, loadMs: null };
  }
  // Only a database this benchmark created is dropped and built again; a missing one is created.
  const state = await databaseState(url);
  if (state === 'foreign') {
    throw new Error(
      `the database ${dbName(url)} exists and holds no dataset of this benchmark: set BENCH_DATABASE_URL to a database ` +
        'that does not exist yet (the benchmark creates it) or to one it built before. It drops and rebuilds its database, so it never uses another.',
    );
  }
  if (state === 'ours') log(`rebuilding: the database holds an earlier dataset of this benchmark (BENCH_REBUILD=1, another version or an unfinished load)`);
  await ensureDatabaseExists(url, state === 'ours');
  await migrate(url);
  return build(url);
}

/**
 * missing; ours (the marker, or the benchmark's main account of a load stopped
 * half-way); or foreign: anything else, empty or not, which is never touched.
 */
async function databaseState(url: string): Promise<'missing' | 'ours' | 'foreign'> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    if ((err as { code?: string }).code === '3D000') return 'missing'; // invalid_catalog_name
    throw err;
  }
  try {
    const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`)).rows.map((r) => r.name);
    if (tables.includes(MARKER)) return 'ours';
    if (tables.includes('accounts') && (await client.query('select 1 from accounts where account_no = $1', [MAIN_ACCOUNT_NO])).rowCount) return 'ours';
    return 'foreign';
  } finally {
    await client.end();
  }
}

async function build(url: string): Promise<DatasetInfo> {
  const started = Date.now();
  const builtAt = new Date();
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    await seedRates(database.db);
  } finally {
    await database.close();
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set synchronous_commit = off`);
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    const services = (await client.query<{ id: string; code: string }>('select id, code from service_types')).rows;

    // Users: a customer of the main account with every permission, and an Admin.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const all = JSON.stringify(Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true])));
    const accountIds = new Map<string, string>();
    for (const a of ACCOUNTS) {
      const city = findCityByCode(a.city)!;
      const res = await client.query<{ id: string }>(
        `insert into accounts (account_no, company_name, payment_type, credit_limit_fils, email, phone, address_line_1, address_line_2, city)
         values ($1, $2, 'PD', 1000000000, $3, '+97142000000', 'Warehouse 7, Street 12', $4, $5) returning id`,
        [a.no, a.company, `accounts@${a.no}.example.ae`, `Industrial Area, ${city.name}`, city.name],
      );
      accountIds.set(a.no, res.rows[0]!.id);
    }
    const mainId = accountIds.get(MAIN_ACCOUNT_NO)!;
    const importId = (
      await client.query<{ id: string }>(
        `insert into accounts (account_no, company_name, payment_type, credit_limit_fils, email, phone, address_line_1, address_line_2, city)
         values ($1, 'Bench Import Trading LLC', 'PD', 1000000000, 'import@example.ae', '+97142000001', 'Warehouse 9, Street 3', 'Al Quoz Industrial Area 2', 'Dubai')
         returning id`,
        [IMPORT_ACCOUNT_NO],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into users (account_id, username, email, full_name, password_hash, role, permissions)
       values ($1, 'shipping.bench', $2, 'Bench Customer', $3, 'Customer', $5::jsonb),
              (null, 'shipping.bench.admin', $4, 'Bench Admin', $3, 'Admin', $5::jsonb),
              ($6, 'shipping.bench.import', $7, 'Bench Importer', $3, 'Customer', $5::jsonb)`,
      [mainId, BENCH_CUSTOMER_EMAIL, passwordHash, BENCH_ADMIN_EMAIL, all, importId, BENCH_IMPORT_EMAIL],
    );

    // The main account's batches, one every 18 days, newest first.
    const mainBatches = Math.min(MAIN_BATCHES_FULL, Math.floor(ACCOUNTS[0]!.shipments / BATCH_SIZE));
    const batchNos = Array.from({ length: mainBatches }, (_, k) => `BN${String(26000001 + k)}`);
    const batchTimes = batchNos.map((_, k) => new Date(builtAt.getTime() - (1.5 + k * 18) * 86_400_000));
    const batchIds: string[] = [];
    for (let k = 0; k < batchNos.length; k++) {
      const res = await client.query<{ id: string }>(
        `insert into batches (batch_no, account_id, file_name, shipment_count, created_at) values ($1, $2, $3, $4, $5) returning id`,
        [batchNos[k], mainId, `orders-${batchTimes[k]!.toISOString().slice(0, 10)}.csv`, BATCH_SIZE, batchTimes[k]],
      );
      batchIds.push(res.rows[0]!.id);
    }

    // Secondary indexes are built once after the load: far faster than row by row.
    const dropped = await dropSecondaryIndexes(client);
    // The data is consistent by construction: skip the per-row foreign-key triggers (superuser only).
    try {
      await client.query(`set session_replication_role = replica`);
    } catch {
      log('foreign-key triggers stay on (not a superuser)');
    }

    log(`loading ${TOTAL_SHIPMENTS.toLocaleString('en')} shipments with pieces and events, ${CHUNK.toLocaleString('en')} a statement`);
    let offset = 0;
    let pickupsSoFar = 0;
    const today = new Date(builtAt.getTime() + 4 * 3600_000).toISOString().slice(0, 10); // Dubai, UTC+4
    for (const a of ACCOUNTS) {
      const main = a.no === MAIN_ACCOUNT_NO;
      const ctx: Ctx = {
        accountId: accountIds.get(a.no)!,
        account: a,
        globalOffset: offset,
        batchIds: main ? batchIds : [],
        batchTimes: main ? batchTimes : [],
        builtAt,
        serviceCodes: services.map((s) => s.code),
        serviceIds: services.map((s) => s.id),
        senderPhone: '+97142000000',
        senderEmail: `shipping@${a.no}.example.ae`,
        senderLine1: 'Warehouse 7, Street 12',
        senderLine2: `Industrial Area, ${findCityByCode(a.city)!.name}`,
      };
      for (let lo = 0; lo < a.shipments; lo += CHUNK) {
        const hi = Math.min(lo + CHUNK, a.shipments);
        const t = Date.now();
        const res = await client.query(CHUNK_SQL, chunkParams(lo, hi, ctx));
        log(`  ${a.no}: shipments ${lo.toLocaleString('en')}–${(hi - 1).toLocaleString('en')}, ${res.rowCount?.toLocaleString('en')} events, ${formatDuration(Date.now() - t)}`);
      }
      const city = findCityByCode(a.city)!;
      // About one pickup per 60 shipments a day.
      const perDay = Math.max(1, Math.round(a.shipments / DAYS / 60));
      const picked = await client.query(PICKUPS_SQL, [
        90000000 + pickupsSoFar,
        ctx.accountId,
        perDay,
        today,
        '+97142000000',
        ctx.senderLine1,
        ctx.senderLine2,
        city.name,
        city.code,
      ]);
      pickupsSoFar += picked.rowCount ?? 0;
      offset += a.shipments;
    }
    await client.query(`set session_replication_role = origin`).catch(() => undefined);

    for (const ix of dropped) {
      const t = Date.now();
      await client.query(ix.def);
      log(`  index ${ix.name} built in ${formatDuration(Date.now() - t)}`);
    }
    const t = Date.now();
    await client.query('vacuum (analyze) shipments, shipment_pieces, tracking_events, pickups, batches, accounts, users');
    log(`  vacuum + analyze in ${formatDuration(Date.now() - t)}`);

    const n = async (q: string, p: unknown[] = []) => Number((await client.query<{ n: string }>(q, p)).rows[0]!.n);
    const info: DatasetInfo = {
      version: DATASET_VERSION,
      builtAt: builtAt.toISOString(),
      loadMs: Date.now() - started,
      reused: false,
      shipments: await n('select count(*) as n from shipments'),
      pieces: await n('select count(*) as n from shipment_pieces'),
      events: await n('select count(*) as n from tracking_events'),
      pickups: await n('select count(*) as n from pickups'),
      mainAccountId: mainId,
      mainShipments: await n('select count(*) as n from shipments where account_id = $1', [mainId]),
      importAccountId: importId,
      batchNos,
    };
    if (info.shipments !== TOTAL_SHIPMENTS) throw new Error(`loaded ${info.shipments} shipments; expected ${TOTAL_SHIPMENTS}`);
    await client.query(`create table ${MARKER} (version int primary key, info jsonb not null)`);
    await client.query(`insert into ${MARKER} (version, info) values ($1, $2)`, [DATASET_VERSION, JSON.stringify(info)]);
    log(`dataset built in ${formatDuration(info.loadMs!)}`);
    return info;
  } finally {
    await client.end();
  }
}

/** Drops the non-constraint indexes of the loaded tables; returns their definitions to build them again. */
async function dropSecondaryIndexes(client: Client): Promise<Array<{ name: string; def: string }>> {
  const res = await client.query<{ name: string; def: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i
     join pg_class t on t.oid = i.indrelid
     where t.relname in ('shipments', 'shipment_pieces', 'tracking_events', 'pickups')
       and t.relnamespace = 'public'::regnamespace
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const ix of res.rows) await client.query(`drop index ${ix.name}`);
  return res.rows;
}
