// One schema for both drivers (PGlite and node-postgres). Money is integer fils,
// weights integer grams, times timestamptz (UTC).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const PERMISSION_KEYS = [
  'Manage_Sub_Users',
  'Airway_Bill_Generation',
  'Air_Way_bill_history',
  'Print_Airway_Bill',
  'Pickup_Request',
  'Pickup_History',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type Permissions = Record<PermissionKey, boolean>;

/** PP = prepaid (pays before shipping), PD = postpaid (invoiced monthly on credit). */
export const PAYMENT_TYPES = ['PP', 'PD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const ROLES = ['Admin', 'Customer'] as const;
export type Role = (typeof ROLES)[number];

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
    createdAt: createdAt(),
  },
  (t) => [check('accounts_balance_not_negative', sql`${t.balanceFils} >= 0`)],
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
    createdAt: createdAt(),
  },
  (t) => [
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
    accountId: uuid('account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
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
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipments_progress_range', sql`${t.progress} between 0 and 5`),
    index('shipments_reference_idx').on(t.reference),
    index('shipments_booking_no_idx').on(t.bookingNo),
    index('shipments_account_created_idx').on(t.accountId, t.createdAt),
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
  (t) => [index('tracking_events_shipment_idx').on(t.shipmentId, t.occurredAt)],
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
