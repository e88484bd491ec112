// One schema for both drivers (PGlite and node-postgres). Money is integer fils,
// weights integer grams, times timestamptz (UTC).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { API_KEY_MODES, type ApiKeyMode } from '../../lib/schemas/api-keys';
import { USER_LOCALES, type UserLocale } from '../../lib/schemas/locale';
import { PERMISSIONS, type Permission, type PermissionSet } from '../../lib/schemas/users';
import { WEBHOOK_EVENTS, type WebhookEventType } from '../../lib/schemas/webhooks';
import { NOTIFY_CHANNELS, NOTIFY_LOCALES, type NotifyMatrix } from '../../lib/schemas/notifications';

/** The six permission keys: one list, shared with the forms (lib/schemas/users.ts). */
export { PERMISSIONS as PERMISSION_KEYS };
export type PermissionKey = Permission;
export type Permissions = PermissionSet;

/** PP = prepaid (pays before shipping), PD = postpaid (invoiced monthly on credit). */
export const PAYMENT_TYPES = ['PP', 'PD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * Admin runs everything; Ops (issue 15) runs the road: dispatch, scans, the
 * pickup queue, COD handover and remittance, not customers' billing; a
 * Courier sees only the courier app and their own run; a Customer is an
 * account's user with permission keys. Staff (Ops, Courier) have no account.
 */
export const ROLES = ['Admin', 'Customer', 'Ops', 'Courier'] as const;
export type Role = (typeof ROLES)[number];

/** The language of a user's (or an applicant's) emails: one list, shared with the schemas (lib/schemas/locale.ts). */
export { USER_LOCALES, type UserLocale };

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountNo: text('account_no').notNull().unique(),
    companyName: text('company_name').notNull(),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    active: boolean('active').notNull().default(true),
    creditLimitFils: bigint('credit_limit_fils', { mode: 'number' }).notNull().default(0),
    balanceFils: bigint('balance_fils', { mode: 'number' }).notNull().default(0),
    trn: text('trn'),
    email: text('email'),
    phone: text('phone'),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    country: text('country').notNull().default('AE'),
    /** Set on an account's test-mode twin (the merchant API's sk_test_ keys act on it): the live account it mirrors. */
    sandboxOf: uuid('sandbox_of').references((): AnyPgColumn => accounts.id),
    /** COD remittance (issue 15): the bank transfer fee deducted from each statement. */
    codTransferFeeFils: bigint('cod_transfer_fee_fils', { mode: 'number' }).notNull().default(0),
    /** COD remittance: settle the account's unpaid invoices from each statement's net (oldest first) before paying out. */
    codSettlesInvoices: boolean('cod_settles_invoices').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_balance_not_negative', sql`${t.balanceFils} >= 0`),
    check('accounts_cod_transfer_fee_not_negative', sql`${t.codTransferFeeFils} >= 0`),
    uniqueIndex('accounts_sandbox_of_key').on(t.sandboxOf),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').references(() => accounts.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('Customer'),
    permissions: jsonb('permissions').$type<Permissions>().notNull(),
    /** The user must choose a new password before using the portal (returned as data.first). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Set for sub-users: the user who created them. */
    parentUserId: uuid('parent_user_id'),
    /** Bumped on password change or deactivation: older access tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** The language of this user's emails, set in the portal (auth/profile/locale). */
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_locale_check', sql`${t.locale} in ('en', 'ar')`),
    check('users_role_check', sql`${t.role} in ('Admin', 'Customer', 'Ops', 'Courier')`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_account_idx').on(t.accountId),
  ],
);

/** An account request from /Register; an Admin turns it into an account and a user. */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    companyName: text('company_name').notNull(),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2').notNull(),
    phoneNumber: text('phone_number'),
    telephoneNumber: text('telephone_number'),
    country: text('country').notNull().default('AE'),
    city: text('city'),
    origin: text('origin'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The Admin who approved or rejected it, and the reason given to a rejected applicant. */
    reviewedByUserId: uuid('reviewed_by_user_id').references((): AnyPgColumn => users.id),
    reviewNote: text('review_note'),
    accountId: uuid('account_id').references(() => accounts.id),
    /** The language of the page the request was made on: the approval or rejection email is in it. */
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('registration_requests_locale_check', sql`${t.locale} in ('en', 'ar')`),
    index('registration_requests_status_idx').on(t.status, t.createdAt),
    // At most one pending request per username and per email, even under races.
    uniqueIndex('registration_requests_pending_username_key')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('registration_requests_pending_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const SERVICE_SCOPES = ['Domestic', 'International'] as const;
export type ServiceScope = (typeof SERVICE_SCOPES)[number];

/**
 * A product the courier sells (same day, next day, international express…).
 * The rate card lives on the same row (surcharges) and in rate_zones and
 * rate_slabs (prices by destination and weight).
 */
export const serviceTypes = pgTable(
  'service_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code printed on labels and stored on shipments (SDD, IEX…). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    scope: text('scope', { enum: SERVICE_SCOPES }).notNull(),
    description: text('description').notNull().default(''),
    /** Working days from pickup to delivery; 0 = same day. */
    transitDaysMin: smallint('transit_days_min').notNull(),
    transitDaysMax: smallint('transit_days_max').notNull(),
    /** ISO codes of the destination countries served; ['AE'] for domestic services. */
    countries: text('countries').array().notNull(),
    active: boolean('active').notNull().default(true),
    /** Whether the courier collects cash on delivery on this service. */
    codAvailable: boolean('cod_available').notNull().default(false),
    /** Fuel surcharge in basis points of the base charge (1250 = 12.5 %). */
    fuelSurchargeBp: integer('fuel_surcharge_bp').notNull().default(0),
    /** COD fee: the larger of a minimum and a share of the amount collected. */
    codFeeMinFils: integer('cod_fee_min_fils').notNull().default(0),
    codFeeBp: integer('cod_fee_bp').notNull().default(0),
    sortOrder: smallint('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_types_code_key').on(sql`upper(${t.code})`),
    check('service_types_transit_range', sql`${t.transitDaysMin} >= 0 and ${t.transitDaysMax} >= ${t.transitDaysMin}`),
    check('service_types_surcharges', sql`${t.fuelSurchargeBp} >= 0 and ${t.codFeeMinFils} >= 0 and ${t.codFeeBp} >= 0`),
  ],
);

/**
 * A pricing zone of a service type's rate card: the destinations it covers
 * (emirate names for domestic services, ISO country codes for international)
 * and the price of each additional weight band beyond its last slab.
 */
export const rateZones = pgTable(
  'rate_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    destinations: text('destinations').array().notNull(),
    additionalStepGrams: integer('additional_step_grams').notNull(),
    additionalStepFils: integer('additional_step_fils').notNull(),
  },
  (t) => [
    uniqueIndex('rate_zones_service_code_key').on(t.serviceTypeId, t.code),
    check('rate_zones_step', sql`${t.additionalStepGrams} > 0 and ${t.additionalStepFils} >= 0`),
  ],
);

/** One weight slab of a zone: the price for a chargeable weight up to max_grams. */
export const rateSlabs = pgTable(
  'rate_slabs',
  {
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => rateZones.id, { onDelete: 'cascade' }),
    maxGrams: integer('max_grams').notNull(),
    priceFils: integer('price_fils').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zoneId, t.maxGrams] }),
    check('rate_slabs_positive', sql`${t.maxGrams} > 0 and ${t.priceFils} >= 0`),
  ],
);

export const ADDRESS_KINDS = ['sender', 'receiver'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** An account's address book: sender (pickup) addresses and receiver addresses. */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: ADDRESS_KINDS }).notNull(),
    name: text('name').notNull(),
    company: text('company'),
    phone: text('phone').notNull(),
    email: text('email'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    cityCode: text('city_code').notNull(),
    country: text('country').notNull().default('AE'),
    /** The sender address new airway bills and pickups start from (one per account). */
    isDefault: boolean('is_default').notNull().default(false),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_account_kind_idx').on(t.accountId, t.kind, t.name),
    uniqueIndex('addresses_one_default_sender')
      .on(t.accountId)
      .where(sql`${t.isDefault} and ${t.kind} = 'sender'`),
  ],
);

/** A bulk upload of shipments from a CSV file: all of its rows or none. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchNo: text('batch_no').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id').references(() => users.id),
    fileName: text('file_name'),
    shipmentCount: integer('shipment_count').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('batches_account_created_idx').on(t.accountId, t.createdAt),
    uniqueIndex('batches_idempotency_key').on(t.accountId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    awbNo: text('awb_no').notNull().unique(),
    accountId: uuid('account_id').references(() => accounts.id),
    /** The customer's own reference (order or invoice number). */
    reference: text('reference'),
    /** The pickup booking the shipment was collected under. */
    bookingNo: text('booking_no'),
    serviceCode: text('service_code').notNull(),
    originCity: text('origin_city').notNull(),
    originCityCode: text('origin_city_code').notNull(),
    originCountry: text('origin_country').notNull(),
    destinationCity: text('destination_city').notNull(),
    destinationCityCode: text('destination_city_code').notNull(),
    destinationCountry: text('destination_country').notNull(),
    status: text('status').notNull(),
    progress: smallint('progress').notNull().default(0),
    pieces: integer('pieces').notNull().default(1),
    weightGrams: integer('weight_grams').notNull(),
    senderName: text('sender_name').notNull(),
    senderPhone: text('sender_phone'),
    receiverName: text('receiver_name').notNull(),
    receiverPhone: text('receiver_phone'),
    deliveredTo: text('delivered_to'),
    /** The service type priced and booked (null only for rows older than service types). */
    serviceTypeId: uuid('service_type_id').references(() => serviceTypes.id),
    senderCompany: text('sender_company'),
    senderEmail: text('sender_email'),
    senderAddressLine1: text('sender_address_line_1'),
    senderAddressLine2: text('sender_address_line_2'),
    receiverCompany: text('receiver_company'),
    receiverEmail: text('receiver_email'),
    receiverAddressLine1: text('receiver_address_line_1'),
    receiverAddressLine2: text('receiver_address_line_2'),
    /** What is inside, as printed on the waybill and the customs declaration. */
    contents: text('contents'),
    declaredValueFils: bigint('declared_value_fils', { mode: 'number' }).notNull().default(0),
    /** Cash the courier collects from the receiver on delivery (0 = not COD). */
    codAmountFils: bigint('cod_amount_fils', { mode: 'number' }).notNull().default(0),
    specialInstructions: text('special_instructions'),
    /** The merchant asked that the receiver be told nothing about this shipment (issue 16). */
    doNotNotify: boolean('do_not_notify').notNull().default(false),
    /** The receiver's choices (issue 16): a later delivery day, instructions, whom to leave it with. */
    deliveryDate: date('delivery_date', { mode: 'string' }),
    receiverInstructions: text('receiver_instructions'),
    leaveWith: text('leave_with'),
    /** max(actual, volumetric) summed over the pieces. */
    chargeableGrams: integer('chargeable_grams'),
    /** The price at booking time, so later rate-card changes never rewrite history. */
    baseFils: bigint('base_fils', { mode: 'number' }).notNull().default(0),
    fuelFils: bigint('fuel_fils', { mode: 'number' }).notNull().default(0),
    codFeeFils: bigint('cod_fee_fils', { mode: 'number' }).notNull().default(0),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull().default(0),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull().default(0),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** Set when the shipment came from a bulk upload. */
    batchId: uuid('batch_id').references(() => batches.id),
    /** Client-chosen key that makes a retried CreateAirwayBill return the first shipment. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_progress_range', sql`${t.progress} between 0 and 5`),
    uniqueIndex('shipments_idempotency_key')
      .on(sql`coalesce(${t.accountId}::text, 'none')`, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('shipments_batch_idx').on(t.batchId),
    // The Admin's dashboard counts every account's shipments by day.
    index('shipments_created_idx').on(t.createdAt),
    index('shipments_service_type_idx').on(t.serviceTypeId),
    index('shipments_reference_idx').on(t.reference),
    index('shipments_booking_no_idx').on(t.bookingNo),
    // An account's shipments newest first (ShipmentHistory, whose order is created_at, id), and the
    // dashboard's counts by day and delivery bucket read from the index alone (progress, status).
    index('shipments_account_created_idx').on(t.accountId, t.createdAt, t.id, t.progress, t.status),
    // ShipmentHistory's status filter across every account (the Admin): the count reads the index alone.
    index('shipments_status_created_idx').on(t.status, t.createdAt),
    // ShipmentHistory sorted by AirWayBillNo within an account (the Admin's uses the AWB's unique index):
    // without it, an account's page walked every account's AWBs or sorted all of its shipments.
    index('shipments_account_awb_idx').on(t.accountId, t.awbNo),
    // ShipmentHistory's search (ILIKE '%…%' on AWB, reference and receiver name;
    // LIKE on the phone's digits): trigram indexes, one per term of the OR, so
    // PostgreSQL reads only the matching rows (migration 0008 adds pg_trgm).
    // fastupdate off: new rows go straight into the index. With GIN's pending
    // list, a 10,000-row batch upload left every search scanning thousands of
    // unsorted entries (AWB lookups 10 → 40 ms) until the next vacuum.
    index('shipments_awb_trgm_idx').using('gin', t.awbNo.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('shipments_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('shipments_receiver_name_trgm_idx').using('gin', t.receiverName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('shipments_receiver_phone_digits_trgm_idx')
      .using('gin', sql`regexp_replace(${t.receiverPhone}, '[^0-9]', '', 'g') gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    statusCode: text('status_code').notNull(),
    progress: smallint('progress').notNull(),
    location: text('location').notNull(),
    remarks: text('remarks').notNull(),
    deliveredTo: text('delivered_to'),
    /** Why an exception happened (failed attempt, hold, return); null for normal events. */
    exceptionReason: text('exception_reason'),
  },
  // A shipment's events in time order; with the id, its latest event (occurred_at desc, id desc) is one entry.
  (t) => [index('tracking_events_shipment_idx').on(t.shipmentId, t.occurredAt, t.id)],
);

export const CONTACT_SOURCES = ['contact-us', 'help-desk', 'footer'] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

/** A message sent through the contact form (/contact-us, /help-desk). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    source: text('source', { enum: CONTACT_SOURCES }).notNull().default('contact-us'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/** One piece of a shipment, as weighed and measured (labels print "1 of N"). */
export const shipmentPieces = pgTable(
  'shipment_pieces',
  {
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    pieceNo: smallint('piece_no').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /** Null when the sender did not measure the piece (volumetric weight then counts as 0). */
    lengthCm: smallint('length_cm'),
    widthCm: smallint('width_cm'),
    heightCm: smallint('height_cm'),
  },
  (t) => [primaryKey({ columns: [t.shipmentId, t.pieceNo] })],
);

export const PICKUP_STATUSES = ['Requested', 'Assigned', 'Collected', 'Failed', 'Cancelled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/**
 * A pickup booking: a guest's or customer's request for a courier to collect
 * at an address in a time window. Its shipments point back to it through
 * shipments.booking_no, which is how Trackbybooking finds them.
 */
export const pickups = pgTable(
  'pickups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingNo: text('booking_no').notNull().unique(),
    /** Null for a guest booking. */
    accountId: uuid('account_id').references(() => accounts.id),
    userId: uuid('user_id').references(() => users.id),
    status: text('status', { enum: PICKUP_STATUSES }).notNull().default('Requested'),
    contactName: text('contact_name').notNull(),
    contactCompany: text('contact_company'),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    addressLine1: text('address_line_1').notNull(),
    addressLine2: text('address_line_2'),
    city: text('city').notNull(),
    cityCode: text('city_code').notNull(),
    country: text('country').notNull().default('AE'),
    /** Local date in Asia/Dubai and the window's local times (HH:mm). */
    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    windowStart: text('window_start').notNull(),
    windowEnd: text('window_end').notNull(),
    pieces: integer('pieces').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    remarks: text('remarks'),
    /** Client-chosen key that makes a retried submit return the first booking. */
    idempotencyKey: text('idempotency_key'),
    /** sha256 of the validated request, to refuse a reused key with a different booking. */
    requestHash: text('request_hash'),
    /** Operations: who collects it, and why a pickup failed or was cancelled. */
    assignedTo: text('assigned_to'),
    statusReason: text('status_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pickups_idempotency_key')
      .on(sql`coalesce(${t.accountId}::text, 'guest')`, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('pickups_account_created_idx').on(t.accountId, t.createdAt),
    index('pickups_status_date_idx').on(t.status, t.pickupDate),
    // Dashboard pickup charts: by pickup date, per account and for the Admin.
    index('pickups_account_date_idx').on(t.accountId, t.pickupDate),
    index('pickups_date_idx').on(t.pickupDate),
  ],
);

export const LEDGER_KINDS = ['shipment_charge', 'topup', 'refund', 'payment', 'adjustment'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every movement of an account's money: prepaid top-ups and shipment charges,
 * postpaid payments, refunds. Signed amounts (a debit is negative) and the
 * balance after it, written in the same transaction as the balance update.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    balanceAfterFils: bigint('balance_after_fils', { mode: 'number' }).notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    reference: text('reference'),
    description: text('description').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_entries_account_created_idx').on(t.accountId, t.createdAt)],
);

/** Gap-free sequences (invoice numbers): one row per sequence, bumped under a row lock. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const MAIL_STATUSES = ['outbox', 'sent', 'failed'] as const;

/** Every email the courier sends; without SMTP_URL it stays here for an Admin to read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('outbox'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

export const TOPUP_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export const TOPUP_METHODS = ['BankTransfer', 'Card', 'Cash'] as const;

/** A prepaid account's request to add money; an Admin approves (credit + ledger) or rejects it. */
export const topupRequests = pgTable(
  'topup_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestNo: text('request_no').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id').references(() => users.id),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    method: text('method', { enum: TOPUP_METHODS }).notNull(),
    reference: text('reference'),
    status: text('status', { enum: TOPUP_STATUSES }).notNull().default('Pending'),
    reviewNote: text('review_note'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('topup_requests_amount_positive', sql`${t.amountFils} > 0`),
    index('topup_requests_account_created_idx').on(t.accountId, t.createdAt),
    index('topup_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('topup_requests_idempotency_key').on(t.accountId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

export const INVOICE_STATUSES = ['Open', 'PartiallyPaid', 'Paid', 'Void'] as const;

/** A postpaid account's monthly tax invoice, numbered without gaps (counters 'invoice'). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNo: text('invoice_no').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    subtotalFils: bigint('subtotal_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    paidFils: bigint('paid_fils', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('Open'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_account_period_key').on(t.accountId, t.periodStart),
    index('invoices_account_due_idx').on(t.accountId, t.dueDate),
    check('invoices_paid_range', sql`${t.paidFils} >= 0 and ${t.paidFils} <= ${t.totalFils}`),
  ],
);

/** One shipment charged on an invoice. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id)
      .unique(),
    description: text('description').notNull(),
    netFils: bigint('net_fils', { mode: 'number' }).notNull(),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.lineNo] })],
);

export const PAYMENT_STATUSES = ['Pending', 'Succeeded', 'Failed', 'Rejected'] as const;
/** CodRemittance: invoices settled from a COD statement's net (issue 15), never chosen by a customer. */
export const PAYMENT_PROVIDERS = ['BankTransfer', 'CardTest', 'CodRemittance'] as const;

/** A payment attempt against invoices (postpaid) through a provider. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentNo: text('payment_no').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id').references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('Pending'),
    reference: text('reference'),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountFils} > 0`),
    index('payments_account_created_idx').on(t.accountId, t.createdAt),
    uniqueIndex('payments_idempotency_key').on(t.accountId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** How much of a payment settled which invoice. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.invoiceId] }), check('payment_allocations_positive', sql`${t.amountFils} > 0`)],
);

// ---------------------------------------------------------------------------
// The merchant API (issue 14): keys, webhook subscriptions, the events that
// happened, and the one outbox of everything that leaves the system.

/** Key modes and webhook events: one list each, shared with the forms (lib/schemas/api-keys.ts, webhooks.ts). */
export { API_KEY_MODES, type ApiKeyMode, WEBHOOK_EVENTS };
export type WebhookEvent = WebhookEventType;

/** A merchant API key: shown once, stored only as its SHA-256 (keys are 190 random bits: no slow hash needed). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The live account that owns the key (a test key acts on that account's sandbox twin). */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The user who created it: a key can never do more than this user may. */
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    mode: text('mode', { enum: API_KEY_MODES }).notNull(),
    /** What lists show: `sk_live_` plus the first characters of the secret. */
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    scopes: jsonb('scopes').$type<PermissionKey[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByUserId: uuid('revoked_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('api_keys_mode_check', sql`${t.mode} in ('live', 'test')`),
    index('api_keys_account_idx').on(t.accountId, t.createdAt),
  ],
);


/** Where an account wants its events sent. The secret signs each delivery; the previous one keeps signing during a rotation's grace period. */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The live account, or its sandbox twin for test-mode subscriptions. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<WebhookEvent[]>().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** Why it stopped (e.g. every retry of a delivery failed for 24 hours). */
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_subscriptions_account_idx').on(t.accountId)],
);

/** Something that happened to an account's shipment or pickup, written in the transaction that made it happen. */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a guest booking's receiver notification (nobody's account). */
    accountId: uuid('account_id').references(() => accounts.id),
    type: text('type').notNull(),
    /** The shipment (or pickup) as the merchant API returns it, when the event happened; a notification's own facts. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_account_idx').on(t.accountId, t.createdAt)],
);

export const OUTBOX_CHANNELS = ['webhook', 'email', 'sms', 'whatsapp'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * The one outbox of everything that leaves the system (webhooks now; SMS and
 * WhatsApp join as channels). A row per event and destination, written with
 * the event; the worker claims due rows with FOR UPDATE SKIP LOCKED, so
 * several instances share the work, and a claim that outlives its lease
 * (a killed worker) is taken again: at least once, same event id.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    subscriptionId: uuid('subscription_id').references(() => webhookSubscriptions.id),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A claim's lease: another worker takes the row again after it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastLatencyMs: integer('last_latency_ms'),
    lastError: text('last_error'),
    /** The first 2 KB of the receiver's last answer. */
    lastResponse: text('last_response'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // Notifications (issue 16; null for webhooks): to whom, about what, in which language.
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    /** A NotifyEvent or NotifyMessage (lib/schemas/notifications.ts). */
    kind: text('kind'),
    /** An email address or an E.164 phone number. */
    recipient: text('recipient'),
    locale: text('locale', { enum: USER_LOCALES }),
    /** A one-time code the message carries: cleared once the message is sent or given up, never returned by any route. */
    secret: text('secret'),
    /** At most one message per shipment, event, channel and recipient. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
    index('outbox_shipment_idx').on(t.shipmentId).where(sql`${t.shipmentId} is not null`),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_subscription_idx').on(t.subscriptionId, t.createdAt),
    uniqueIndex('outbox_event_destination_key').on(t.eventId, t.subscriptionId),
  ],
);

// ---------------------------------------------------------------------------
// The courier's day (issue 15): runs, proof of delivery, cash on delivery.
// Design: docs/api/courier-day.md.

export const RUN_STOP_KINDS = ['delivery', 'pickup'] as const;
export type RunStopKind = (typeof RUN_STOP_KINDS)[number];
export const RUN_STOP_OUTCOMES = ['pending', 'delivered', 'failed', 'collected'] as const;
export type RunStopOutcome = (typeof RUN_STOP_OUTCOMES)[number];
export const RUN_STATUSES = ['planned', 'started'] as const;

/** A courier's run for a Dubai day: Ops assigns stops to it (Dispatch). */
export const courierRuns = pgTable(
  'courier_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => users.id),
    runDate: date('run_date', { mode: 'string' }).notNull(),
    /** planned: assigned for a later day; started: its shipments are out for delivery. */
    status: text('status', { enum: RUN_STATUSES }).notNull().default('planned'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('courier_runs_courier_date_key').on(t.courierId, t.runDate),
    index('courier_runs_date_idx').on(t.runDate),
    check('courier_runs_status_check', sql`${t.status} in ('planned', 'started')`),
  ],
);

/** One stop of a run: a shipment to deliver or a pickup to collect. */
export const runStops = pgTable(
  'run_stops',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => courierRuns.id),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: RUN_STOP_KINDS }).notNull(),
    shipmentId: uuid('shipment_id').references(() => shipments.id),
    pickupId: uuid('pickup_id').references(() => pickups.id),
    outcome: text('outcome', { enum: RUN_STOP_OUTCOMES }).notNull().default('pending'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** The courier's note on a failed stop (for Ops; tracking shows only the reason). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('run_stops_run_idx').on(t.runId, t.seq),
    // A shipment or a pickup is on one open stop at a time.
    uniqueIndex('run_stops_open_shipment_key').on(t.shipmentId).where(sql`${t.outcome} = 'pending' and ${t.shipmentId} is not null`),
    uniqueIndex('run_stops_open_pickup_key').on(t.pickupId).where(sql`${t.outcome} = 'pending' and ${t.pickupId} is not null`),
    check(
      'run_stops_target',
      sql`(${t.kind} = 'delivery' and ${t.shipmentId} is not null and ${t.pickupId} is null) or (${t.kind} = 'pickup' and ${t.pickupId} is not null and ${t.shipmentId} is null)`,
    ),
    check('run_stops_outcome_check', sql`${t.outcome} in ('pending', 'delivered', 'failed', 'collected')`),
  ],
);

/**
 * The one-time delivery code of a COD or high-value shipment, made when it
 * goes out for delivery and sent to the receiver; the courier types what the
 * receiver reads out, and the server checks it (also when the action comes
 * from the offline queue). Five wrong codes lock it until Ops makes a new one.
 */
export const deliveryCodes = pgTable('delivery_codes', {
  shipmentId: uuid('shipment_id')
    .primaryKey()
    .references(() => shipments.id),
  code: text('code').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  createdAt: createdAt(),
});

export const RECIPIENT_RELATIONSHIPS = ['Self', 'Family', 'Colleague', 'Reception', 'Neighbour', 'Other'] as const;

/** Proof of delivery: who took it, where, and the stored signature and photo (storage keys). */
export const deliveryProofs = pgTable('delivery_proofs', {
  shipmentId: uuid('shipment_id')
    .primaryKey()
    .references(() => shipments.id),
  courierId: uuid('courier_id')
    .notNull()
    .references(() => users.id),
  recipientName: text('recipient_name').notNull(),
  relationship: text('relationship', { enum: RECIPIENT_RELATIONSHIPS }).notNull(),
  signatureKey: text('signature_key').notNull(),
  photoKey: text('photo_key'),
  /** WGS84 degrees and the fix's accuracy in metres; null when the phone gave no position. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  accuracyM: integer('accuracy_m'),
  codeVerified: boolean('code_verified').notNull().default(false),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Every action a courier's phone sent, by its client id: a retry or a replay
 * of the offline queue finds its first answer here and records nothing again.
 */
export const courierActions = pgTable(
  'courier_actions',
  {
    courierId: uuid('courier_id')
      .notNull()
      .references(() => users.id),
    clientId: uuid('client_id').notNull(),
    kind: text('kind').notNull(),
    target: text('target').notNull(),
    ok: boolean('ok').notNull(),
    message: text('message').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.courierId, t.clientId] })],
);

export const COD_METHODS = ['cash', 'card'] as const;
export type CodMethod = (typeof COD_METHODS)[number];

/** Cash a courier counted into Ops' hands, against what the ledger says they hold. */
export const codHandovers = pgTable(
  'cod_handovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => users.id),
    receivedByUserId: uuid('received_by_user_id')
      .notNull()
      .references(() => users.id),
    collections: integer('collections').notNull(),
    expectedFils: bigint('expected_fils', { mode: 'number' }).notNull(),
    countedFils: bigint('counted_fils', { mode: 'number' }).notNull(),
    /** counted − expected: negative when the courier is short. */
    differenceFils: bigint('difference_fils', { mode: 'number' }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_handovers_courier_idx').on(t.courierId, t.createdAt),
    check('cod_handovers_amounts', sql`${t.expectedFils} >= 0 and ${t.countedFils} >= 0 and ${t.differenceFils} = ${t.countedFils} - ${t.expectedFils}`),
  ],
);

export const COD_REMITTANCE_STATUSES = ['pending', 'paid'] as const;

/** A COD statement: an account's handed-over collections of a period, paid back to the merchant. */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Numbers the statement (COD-000123). */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    shipments: integer('shipments').notNull(),
    collectedFils: bigint('collected_fils', { mode: 'number' }).notNull(),
    feeFils: bigint('fee_fils', { mode: 'number' }).notNull(),
    invoicesFils: bigint('invoices_fils', { mode: 'number' }).notNull(),
    netFils: bigint('net_fils', { mode: 'number' }).notNull(),
    status: text('status', { enum: COD_REMITTANCE_STATUSES }).notNull().default('pending'),
    bankReference: text('bank_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidByUserId: uuid('paid_by_user_id').references(() => users.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    /** The payment (provider CodRemittance) that settled invoices_fils of the account's invoices; null when none were. */
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_remittances_account_idx').on(t.accountId, t.createdAt),
    check('cod_remittances_invoices_payment', sql`(${t.paymentId} is null) = (${t.invoicesFils} = 0)`),
    check(
      'cod_remittances_balance',
      sql`${t.collectedFils} >= 0 and ${t.feeFils} >= 0 and ${t.invoicesFils} >= 0 and ${t.netFils} >= 0 and ${t.netFils} = ${t.collectedFils} - ${t.feeFils} - ${t.invoicesFils}`,
    ),
    check('cod_remittances_status_check', sql`${t.status} in ('pending', 'paid')`),
  ],
);

/**
 * The COD ledger: one row per shipment whose cash was collected. Its
 * movements are the row's steps, each done once under a row lock: collected
 * (with a courier) → handed over (card payments at once) → remitted. So
 * collected = handed over + with couriers, and handed over = remitted +
 * pending, by construction; the amount is positive and never changes.
 */
export const codCollections = pgTable(
  'cod_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .unique()
      .references(() => shipments.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    courierId: uuid('courier_id')
      .notNull()
      .references(() => users.id),
    amountFils: bigint('amount_fils', { mode: 'number' }).notNull(),
    method: text('method', { enum: COD_METHODS }).notNull(),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    handoverId: uuid('handover_id').references(() => codHandovers.id),
    remittanceId: uuid('remittance_id').references(() => codRemittances.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('cod_collections_with_courier_idx').on(t.courierId).where(sql`${t.handedOverAt} is null`),
    index('cod_collections_account_idx').on(t.accountId, t.collectedAt),
    index('cod_collections_remittance_idx').on(t.remittanceId),
    check('cod_collections_amount_positive', sql`${t.amountFils} > 0`),
    check('cod_collections_method_check', sql`${t.method} in ('cash', 'card')`),
    // Remitted only after it was handed over; a cash handover names its batch.
    check('cod_collections_steps', sql`(${t.remittanceId} is null or ${t.handedOverAt} is not null) and (${t.method} = 'card' or (${t.handedOverAt} is null) = (${t.handoverId} is null))`),
  ],
);

// ---------------------------------------------------------------------------
// The receiver's side (issue 16): notification settings, followers, one-time
// codes and the receiver's delivery choices. Messages themselves are outbox
// rows (channels email, sms, whatsapp). Design: docs/api/receiver.md.

/** An account's choices for its receivers' notifications; no row = DEFAULT_NOTIFICATION_SETTINGS. */
export const notificationSettings = pgTable('notification_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id),
  events: jsonb('events').$type<NotifyMatrix>().notNull(),
  senderName: text('sender_name'),
  locale: text('locale', { enum: NOTIFY_LOCALES }).notNull().default('auto'),
  allowRedirects: boolean('allow_redirects').notNull().default(true),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const FOLLOW_CHANNELS = ['email', 'sms'] as const;

/** Somebody following a shipment from its tracking page: confirmed by a link (email) or a code (phone). */
export const shipmentFollowers = pgTable(
  'shipment_followers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    channel: text('channel', { enum: FOLLOW_CHANNELS }).notNull(),
    /** An email address or an E.164 phone number. */
    address: text('address').notNull(),
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    /** SHA-256 of the token in the confirmation link (email) ; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the token in every message's unsubscribe link. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_followers_key').on(t.shipmentId, t.channel, t.address)],
);

export const ONE_TIME_CODE_PURPOSES = ['follow', 'receiver'] as const;

/** A six-digit code sent to a person (following by phone, proving one is the receiver): stored as a hash, single use, expiring. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    channel: text('channel', { enum: NOTIFY_CHANNELS }).notNull(),
    address: text('address').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_shipment_idx').on(t.shipmentId, t.purpose, t.createdAt)],
);

export const DELIVERY_CHOICE_KINDS = ['reschedule', 'instructions', 'leave_with', 'redirect'] as const;
export type DeliveryChoiceKind = (typeof DELIVERY_CHOICE_KINDS)[number];

/** What a verified receiver chose for a shipment, in order; the shipment's columns hold the result. */
export const deliveryChoices = pgTable(
  'delivery_choices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id),
    kind: text('kind', { enum: DELIVERY_CHOICE_KINDS }).notNull(),
    /** The choice's facts (new date, instructions, neighbour's name, the address before and after a redirect). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    /** What a redirect costs by the rate card, and who pays it (0: nothing). */
    chargeFils: bigint('charge_fils', { mode: 'number' }).notNull().default(0),
    chargedTo: text('charged_to', { enum: ['receiver', 'merchant'] }),
    createdAt: createdAt(),
  },
  (t) => [index('delivery_choices_shipment_idx').on(t.shipmentId, t.createdAt)],
);

// ---------------------------------------------------------------------------
// Issue 17: two-factor sign-in, devices and sessions, the audit trail.

/** A user's authenticator (TOTP, RFC 6238): the secret sealed with the API's key; `enabledAt` null while enrolment is pending. */
export const userTotp = pgTable('user_totp', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM sealed base32 secret (auth/sealed.ts); never returned after enrolment. */
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code works once (ASVS 2.8.4). */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 (they are 50 random bits each and rate limited). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/** A browser a user signed in from, known by the random token in its httpOnly device cookie (stored as SHA-256). */
export const userDevices = pgTable(
  'user_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    /** "Remember this device for 30 days": no second step from it until then. */
    trustedUntil: timestamp('trusted_until', { withTimezone: true }),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_devices_user_token_key').on(t.userId, t.tokenHash)],
);

/** One signed-in session: its id rides in the access token, and the guard refuses a token whose session has ended. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').references(() => userDevices.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** signed-out, ended-by-user, password-changed, two-factor-changed. */
    endedReason: text('ended_reason'),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId, t.lastSeenAt)],
);

/**
 * Who did what, when, from where, to what, with the values before and after:
 * written in the transaction of the change. A trigger refuses UPDATE and
 * DELETE (migration 0015), so rows cannot be changed through any route.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null for the system (the outbox worker, a scheduled run). No foreign key:
     * an entry outlives a deleted login (a delete cannot null it: rows never
     * change), and the name and role below say who it was.
     */
    actorUserId: uuid('actor_user_id'),
    /** The actor's username and role as they were then. */
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    ip: text('ip'),
    requestId: text('request_id'),
    /** The customer account the change belongs to, when it belongs to one: that account's users see the entry. */
    accountId: uuid('account_id').references(() => accounts.id),
    /** A dotted name: customer.activated, rate_card.updated, two_factor.enabled… */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_account_idx').on(t.accountId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
