// Every English text the courier API and the shared yup schemas can answer,
// each under a stable code (docs/api/README.md, "Message codes"). The API
// sends the code beside its message; a client that shows Arabic picks the
// Arabic text by code (api-messages.ar.ts, loaded only when needed) and fills
// in the values it reads back out of the English message. The English texts
// are spec requirements: they are copied here exactly, never reworded.
// lib/i18n/api-messages.test.ts reads the API's source and fails when a text
// it can answer is missing here.
//
// Client-safe: no server imports.
import { formatAed } from '../money';
import { makeOnce } from '../load-once';
import { intlTag } from './locales';

/** Code → English text; `{name}` marks a value the message carries. */
export const API_MESSAGES = {
  // ---- any call ----------------------------------------------------------
  SUCCESS: 'Success',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'This courier API route does not exist.',
  SERVER_FAULT: 'Something went wrong on our side. Please try again in a moment.',
  DATABASE_UNREACHABLE: 'The database is not reachable.',
  SHUTTING_DOWN: 'The server is shutting down.',
  SERVER_ERROR: 'Internel Server Error Please Try again Refresh the Page',
  UNKNOWN_ERROR: 'An error occurred.',
  SIGN_IN_REQUIRED: 'Please sign in to continue.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  NOT_AUTHORIZED: 'You are not authorized to access this page.',
  PASSWORD_CHANGE_REQUIRED: 'Please change your password before continuing.',
  CROSS_SITE_REFUSED: 'Cross-site requests are not allowed.',
  REQUEST_TOO_LARGE: 'The request is too large. The limit is {limit} MB.',
  INVALID_JSON: 'The request body is not valid JSON.',
  BODY_NOT_OBJECT: 'The request body must be a JSON object.',
  WRONG_FIELD_TYPES: 'Some fields have the wrong type. Please check the request.',
  IDEMPOTENCY_KEY_INVALID: 'The Idempotency-Key header must be 1 to 100 letters, digits, hyphens or underscores.',

  // ---- yup's own texts, where a schema gives none (a field sent as null, an object left out)
  YUP_REQUIRED: '{path} is a required field',
  YUP_NOT_NULL: '{path} cannot be null',
  YUP_DEFINED: '{path} must be defined',
  YUP_INVALID: '{path} is invalid',
  YUP_NOT_TYPE: '{path} must be a `{type}` type, but the final value was: `{value}`.',
  YUP_NOT_TYPE_CAST: '{path} must be a `{type}` type, but the final value was: `{value}` (cast from the value `{original}`).',
  YUP_NOT_MIXED: '{path} must match the configured type. The validated value was: `{value}`.',
  YUP_NOT_MIXED_CAST: '{path} must match the configured type. The validated value was: `{value}` (cast from the value `{original}`).',

  // ---- one field, named by its label ('Full Name is required.') -----------
  FIELD_REQUIRED: '{label} is required.',
  FIELD_NOT_TEXT: '{label} must be text.',
  FIELD_TOO_LONG: '{label} must be at most {max} characters.',
  FIELD_TOO_SHORT: '{label} must be at least {min} characters.',
  FIELD_NO_MARKUP: '{label} must not contain < or >.',
  FIELD_BAD_CHARACTERS: '{label} contains characters that are not allowed.',
  FIELD_NAME_CHARACTERS: '{label} may contain only letters, spaces, apostrophes, dots and hyphens.',
  FIELD_USERNAME_CHARACTERS: '{label} may contain only letters, digits, dots, hyphens and underscores, and must start with a letter or digit.',
  FIELD_INVALID_PHONE: '{label} is not a valid phone number.',
  FIELD_COUNTRY_CODE: '{label} must be a two-letter country code.',
  FIELD_NEEDS_LETTER: '{label} must contain a letter.',
  FIELD_NEEDS_DIGIT: '{label} must contain a digit.',
  FIELD_WHOLE_NUMBER: '{label} must be a whole number.',
  FIELD_AT_LEAST: '{label} must be at least {min}.',
  FIELD_AT_MOST: '{label} must be at most {max}.',
  FIELD_NUMBER: '{label} must be a number.',
  FIELD_NEGATIVE: '{label} cannot be negative.',
  FIELD_AT_MOST_AED: '{label} must be at most {max} AED.',
  FIELD_TWO_DECIMALS: '{label} may have at most 2 decimals.',
  FIELD_THREE_DECIMALS: '{label} may have at most 3 decimals.',
  FIELD_AT_MOST_PERCENT: '{label} must be at most {max} %.',
  FIELD_ABOVE_ZERO_KG: '{label} must be more than 0 kg.',
  FIELD_AT_MOST_KG: '{label} must be at most {max} kg.',
  FIELD_WHOLE_CM: '{label} must be whole centimetres.',
  FIELD_AT_LEAST_CM: '{label} must be at least 1 cm.',
  FIELD_AT_MOST_CM: '{label} must be at most {max} cm.',
  FIELD_BOOLEAN: '{label} must be true or false.',
  FIELD_INVALID_ID: '{label} is not a valid id.',
  FIELD_TIME_FORMAT: '{label} must be a time like 10:00.',
  FIELD_DATE_FORMAT: '{label} must be a date like 2026-11-23.',
  FIELD_DAY_FORMAT: '{label} must be a date like 2026-03-01.',
  FIELD_NOT_REAL_DATE: '{label} is not a real date.',
  FIELD_NOT_CALENDAR_DATE: '{label} is not a real calendar date.',
  FIELD_DATE_RANGE: '{label} must be between 2000-01-01 and 2099-12-31.',
  FIELD_INVOICE_NO_FORMAT: '{label} must look like INV-2026-000001.',
  FIELD_ONE_OF: '{label} must be one of {values}.',
  FIELD_LOCALE: '{label} must be en (English) or ar (Arabic).',
  FIELD_CHOOSE_FROM_LIST: 'Please choose a {label} from the list.',
  STATUS_FILTER: 'status must be {values}.',
  EMAIL_INVALID: 'Please enter a valid email address.',

  // ---- lists and queries -------------------------------------------------
  SORT_INVALID: 'Sort must be one of {keys} (with :asc or :desc).',
  RANGE_TO_BEFORE_FROM: 'To cannot be before From.',
  RANGE_FROM_AFTER_TO: 'From must be on or before To.',
  RANGE_TOO_LONG: 'The range can be at most {days} days long.',
  ACTIVATE_FILTER: 'activate must be all, true or false.',
  SERVICE_STATUS_FILTER: 'Status must be all, active or inactive.',

  // ---- sign-in, registration, profile ------------------------------------
  LOGIN_SUCCESS: 'Login successful',
  LOGIN_INVALID: 'Invalid Email ID/Username or Password.',
  LOGIN_INACTIVE: 'This login is inactive. Please contact customer support.',
  LOGIN_RATE_LIMITED_ONE: 'Too many sign-in attempts. Please try again in {minutes} minute.',
  LOGIN_RATE_LIMITED: 'Too many sign-in attempts. Please try again in {minutes} minutes.',
  REGISTERED: 'Your Account is Created We Will Notify as well as soon',
  TWO_FACTOR_CODE_NEEDED: 'Enter the 6-digit code from your authenticator app.',
  TWO_FACTOR_SETUP_NEEDED: 'Your role requires two-factor sign-in. Please set it up to continue.',
  TWO_FACTOR_CHALLENGE_EXPIRED: 'Your sign-in took too long. Please enter your password again.',
  TWO_FACTOR_WRONG_CODE: 'This code is not right. Please check your authenticator app and try again.',
  TWO_FACTOR_RATE_LIMITED_ONE: 'Too many wrong codes. Please try again in {minutes} minute.',
  TWO_FACTOR_RATE_LIMITED: 'Too many wrong codes. Please try again in {minutes} minutes.',
  TWO_FACTOR_UNREADABLE: 'Two-factor sign-in cannot be checked for this login. Please contact customer support.',
  STAFF_SIGN_IN_RESET: '{name} can sign in with the new one-time password and set up two-factor sign-in again.',
  TWO_FACTOR_SET_UP_FIRST: 'Please set up two-factor sign-in first.',
  TWO_FACTOR_START_FIRST: 'Please start setting up two-factor sign-in first.',
  TWO_FACTOR_ON: 'Two-factor sign-in is on.',
  TWO_FACTOR_OFF: 'Two-factor sign-in is off.',
  TWO_FACTOR_ALREADY_ON: 'Two-factor sign-in is already on.',
  TWO_FACTOR_NOT_ON: 'Two-factor sign-in is not on.',
  TWO_FACTOR_STAFF_REQUIRED: 'Two-factor sign-in is required for staff and cannot be turned off.',
  TWO_FACTOR_NEW_RECOVERY_CODES: 'New recovery codes are ready. The old ones no longer work.',
  TWO_FACTOR_CODE_REQUIRED: 'Please enter the code from your authenticator app.',
  TWO_FACTOR_PASSWORD_FIRST: 'Please sign in with your password first.',
  DEVICE_TOKEN_INVALID: 'Device token is not valid.',
  SESSION_ENDED: 'The session has been ended.',
  SESSION_ALREADY_ENDED: 'This session has already ended.',
  SESSIONS_OTHERS_ENDED: 'Your other sessions have been ended.',
  SESSIONS_NO_OTHERS: 'You have no other sessions.',
  SESSION_INVALID: 'Session is not valid.',
  SIGNED_OUT: 'You have been signed out.',
  REGISTER_PENDING_DUPLICATE: 'This User Name or Email ID is already awaiting approval.',
  USERNAME_TAKEN: 'This User Name is already taken. Please choose another.',
  EMAIL_REGISTERED: 'An account with this Email ID already exists or is awaiting approval.',
  ALREADY_TAKEN: 'Already taken.',
  ALREADY_REGISTERED: 'Already registered.',
  ALREADY_USED: 'Already used.',
  COUNTRY_CHOOSE: 'Please choose a country from the list.',
  COUNTRY_UNKNOWN: 'Unknown country.',
  CITY_CHOOSE: 'Please choose a city from the list.',
  CITY_UNKNOWN_FOR_COUNTRY: 'Unknown city for this country.',
  ORIGIN_CITY_CODE: 'Origin must be a city code.',
  CURRENT_PASSWORD_INCORRECT: 'Current Password is incorrect.',
  INCORRECT: 'Incorrect.',
  PASSWORD_CHANGED: 'Your password has been changed.',
  NEW_PASSWORD_SAME: 'New Password must be different from the current password.',
  PASSWORDS_DIFFER: 'Passwords do not match.',
  LANGUAGE_SAVED: 'Your language has been saved.',
  LOCALE_REQUIRED: 'Locale is required: en (English) or ar (Arabic).',

  // ---- locations ---------------------------------------------------------
  CITY_NOT_FOUND: 'City Not Found',
  CITY_CHOOSE_PLAIN: 'Please choose a city.',
  CITY_OF_COUNTRY_CHOOSE: 'Please choose a city of {country} from the list.',

  // ---- tracking ------------------------------------------------------------
  TRACKING_NUMBER_REQUIRED: 'Please Enter Tracking Id',
  TRACKING_NUMBER_TOO_LONG: 'A tracking number is at most 40 characters.',
  TRACKING_NUMBER_CHARACTERS: 'A tracking number may contain only letters, digits, dots, slashes, hyphens and underscores.',
  TRACKING_LIST_TYPE: 'TrackingAWB must be a list of { AirWayBillNo }.',
  TRACKING_ITEM_TYPE: 'Each TrackingAWB item must be an object with AirWayBillNo.',
  TRACKING_TOO_MANY: 'You can track up to {max} numbers at a time.',

  // ---- contact form ------------------------------------------------------
  CONTACT_SENT: 'Thank you. Your message has been sent; our team will reply within one working day.',
  CONTACT_RATE_LIMITED_ONE: 'You have sent several messages in a short time. Please try again in {minutes} minute, or call us.',
  CONTACT_RATE_LIMITED: 'You have sent several messages in a short time. Please try again in {minutes} minutes, or call us.',
  CONTACT_SUBJECT_CHOOSE: 'Please choose a subject from the list.',
  CONTACT_UNKNOWN_FORM: 'Unknown form.',

  // ---- following a shipment (issue 16) -------------------------------------
  FOLLOW_EMAIL_SENT: 'Check your inbox: we sent you a link to confirm that you want updates on this shipment.',
  FOLLOW_CODE_SENT: 'We sent a 6-digit code by SMS. Enter it to start getting updates.',
  FOLLOW_CONFIRMED_EMAIL: 'You will get updates on this shipment by email.',
  FOLLOW_CONFIRMED_SMS: 'You will get updates on this shipment by SMS.',
  FOLLOW_UNSUBSCRIBED: 'You will no longer get updates on this shipment.',
  FOLLOW_FINISHED: 'This shipment has already been delivered, returned or cancelled: there are no more updates to follow.',
  FOLLOW_NOT_OFFERED: 'Updates by email or SMS are not available for this shipment.',
  FOLLOW_CHANNEL_CHOOSE: 'Choose email or SMS.',
  FOLLOW_CONFIRM_LINK_INVALID: 'This confirmation link is not valid or has already been used.',
  FOLLOW_CONFIRM_LINK_EXPIRED: 'This confirmation link has expired. Please ask for updates again from the tracking page.',
  FOLLOW_UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid.',
  FOLLOW_CODE_REQUIRED: 'Please enter the 6-digit code.',
  FOLLOW_CODE_FORMAT: 'The code is 6 digits.',
  FOLLOW_CODE_WRONG: 'That code is not right. Please check it and try again.',
  FOLLOW_CODE_BURNT: 'That code was entered wrongly too many times. Please ask for a new one.',
  FOLLOW_CODE_MISSING: 'That code has expired or has already been used. Please ask for a new one.',
  FOLLOW_RATE_LIMITED_ONE: 'You have asked for updates several times in a short time. Please try again in {minutes} minute.',
  FOLLOW_RATE_LIMITED: 'You have asked for updates several times in a short time. Please try again in {minutes} minutes.',
  FOLLOW_CODES_RATE_LIMITED_ONE: 'Too many codes were tried. Please try again in {minutes} minute.',
  FOLLOW_CODES_RATE_LIMITED: 'Too many codes were tried. Please try again in {minutes} minutes.',
  FOLLOW_LINKS_RATE_LIMITED_ONE: 'Too many links were opened from your connection. Please try again in {minutes} minute.',
  FOLLOW_LINKS_RATE_LIMITED: 'Too many links were opened from your connection. Please try again in {minutes} minutes.',

  // ---- service types, rate cards, rates ----------------------------------
  SERVICE_TYPE_NOT_FOUND: 'This service type does not exist. It may have been deleted.',
  SERVICE_TYPE_CREATED: 'Service type created.',
  SERVICE_TYPE_UPDATED: 'Service type updated.',
  SERVICE_TYPE_UPDATED_WITH_NOTE: 'Service type updated. {note}',
  SERVICE_TYPE_SCOPE_CLEARED_CARD: 'The scope changed, so the rate card was cleared.',
  SERVICE_TYPE_REMOVED_FROM_CARD: 'Removed from the rate card: {destinations}.',
  SERVICE_TYPE_DELETED: 'Service type {code} deleted.',
  SERVICE_TYPE_DEACTIVATED_ONE: 'Service type {code} is used by {count} shipment, so it was deactivated instead of deleted.',
  SERVICE_TYPE_DEACTIVATED: 'Service type {code} is used by {count} shipments, so it was deactivated instead of deleted.',
  SERVICE_TYPE_CODE_EXISTS: 'A service type with the code {code} already exists.',
  SERVICE_TYPE_CODE_USED: 'This code is already used by another service type.',
  SERVICE_CODE_FORMAT: 'Service code must be 2 to 10 letters or digits.',
  SERVICE_SCOPE_CHOOSE: 'Please choose Domestic or International.',
  TRANSIT_DAYS_ORDER: 'Maximum transit days cannot be less than the minimum.',
  COUNTRIES_LIST_TYPE: 'Countries must be a list of country codes.',
  COUNTRIES_AT_LEAST_ONE: 'Choose at least one destination country.',
  COUNTRIES_TOO_MANY: 'At most 300 countries.',
  INTERNATIONAL_NOT_UAE: 'An international service cannot serve the UAE; use a domestic service.',
  COUNTRY_CODE_UNKNOWN: 'Unknown country code: {codes}.',
  COUNTRY_CODES_UNKNOWN: 'Unknown country codes: {codes}.',
  RATE_CARD_SAVED: 'Rate card of {code} saved.',
  RATE_CARD_IMPORTED_ONE: 'Rate card of {code} imported: {count} zone.',
  RATE_CARD_IMPORTED: 'Rate card of {code} imported: {count} zones.',
  RATE_CARD_FILE_PROBLEM: 'The file has {count} problem; nothing was imported. Fix the rows listed and import again.',
  RATE_CARD_FILE_PROBLEMS: 'The file has {count} problems; nothing was imported. Fix the rows listed and import again.',
  RATE_CARD_CSV_REQUIRED: 'Choose a CSV file to import.',
  RATE_CARD_CSV_TOO_LARGE: 'The CSV file is too large. The limit is 1 MB.',
  RATE_CARD_SCOPE: 'Scope must be Domestic or International.',
  ZONES_LIST_TYPE: 'Zones must be a list.',
  ZONES_TOO_MANY: 'At most {max} zones.',
  ZONE_TYPE: 'Each zone must be an object.',
  ZONE_LISTED_TWICE: 'Zone {zone} is listed twice.',
  ZONE_CODE_FORMAT: 'Zone code must be 1 to 10 letters, digits or hyphens.',
  ZONE_ENTRIES_UNIQUE: 'Each zone code and destination may appear once.',
  DESTINATIONS_LIST_TYPE: 'Destinations must be a list.',
  DESTINATIONS_TOO_MANY: 'At most 300 destinations per zone.',
  DESTINATIONS_AT_LEAST_ONE: 'Give at least one destination.',
  DESTINATION_EMPTY: 'A destination cannot be empty.',
  DESTINATION_FORMAT: 'A destination must be an emirate name or a two-letter country code.',
  DESTINATION_TWICE_IN_ZONE: 'A destination is listed twice in this zone.',
  DESTINATION_IN_TWO_ZONES: '{destination} is already in zone {zone}; a destination may be in one zone only.',
  DESTINATION_EMIRATE_ON_INTERNATIONAL: '{destination} is an emirate; an international card lists country codes.',
  DESTINATION_NOT_EMIRATE: '{destination} is not an emirate; a domestic card lists emirates.',
  DESTINATION_NOT_COUNTRY_CODE: '{destination} is not a country code.',
  DESTINATION_NOT_SERVED: '{code} does not serve {destination}; add the country to the service type first.',
  SLABS_LIST_TYPE: 'Slabs must be a list.',
  SLABS_TOO_MANY: 'At most {max} slabs per zone.',
  SLABS_AT_LEAST_ONE: 'Give at least one weight slab.',
  SLAB_TYPE: 'Each slab must be an object with UpToKg and Price.',
  SLABS_INCREASING: 'Slab weights must increase from one slab to the next.',
  SLAB_NOT_HEAVIER: 'Slab {slab} must be heavier than slab {previous} ({weight} kg).',
  PIECES_LIST_TYPE: 'Pieces must be a list.',
  PIECES_TOO_MANY: 'At most {max} pieces per shipment.',
  PIECES_AT_LEAST_ONE: 'Add at least one piece.',
  PIECE_TYPE: 'Each piece must be an object with Weight, Length, Width and Height.',
  PIECE_DIMENSIONS: 'Give all three dimensions of a piece, or none.',
  SERVICE_CHOOSE: 'Please choose a service.',
  SERVICE_CHOOSE_FROM_LIST: 'Please choose a service from the list.',
  SERVICE_NOT_AVAILABLE: 'This service is not available.',
  SERVICE_NOT_AVAILABLE_CHOOSE_ANOTHER: 'This service is not available. Please choose another service.',
  SERVICE_UNKNOWN: 'Unknown service.',
  NOT_AVAILABLE: 'Not available.',
  SERVICE_PAUSED: '{service} is not available at the moment.',
  SERVICE_NOT_TO: '{service} does not deliver to {place}.',
  SERVICE_NO_COD: 'Cash on delivery is not available with {service}.',
  ORIGIN_CITY_CHOOSE: 'Please choose an origin city.',
  ORIGIN_CITY_UAE: 'Please choose a UAE origin city from the list.',
  DESTINATION_CITY_CHOOSE: 'Please choose a destination city.',
  DESTINATION_COUNTRY_CHOOSE: 'Please choose a destination country from the list.',
  DESTINATION_CITY_IN_COUNTRY: 'Please choose a destination city in {country} from the list.',

  // ---- pickup booking ----------------------------------------------------
  PICKUP_BOOKED: 'Your pickup is booked.',
  BOOKING_REPLAYED: 'This booking was already made. Here it is again.',
  BOOKING_KEY_REUSED: 'This booking form was already used for a different booking. Please reload the page to book another pickup.',
  BOOKING_NOT_FOUND: 'We could not find this pickup booking.',
  BOOKING_RATE_LIMITED_ONE: 'You have booked several pickups in a short time. Please try again in {minutes} minute, sign in to your account, or call us.',
  BOOKING_RATE_LIMITED: 'You have booked several pickups in a short time. Please try again in {minutes} minutes, sign in to your account, or call us.',
  PICKUP_UAE_ONLY: 'We collect in the UAE only. Please choose a UAE pickup city.',
  PICKUP_CITY_UAE_CHOOSE: 'Please choose a UAE city from the list.',
  PICKUP_CITY_CHOOSE: 'Please choose the pickup city.',
  RECEIVER_COUNTRY_CHOOSE_FROM_LIST: 'Please choose the receiver country from the list.',
  RECEIVER_COUNTRY_CHOOSE: 'Please choose the receiver country.',
  RECEIVER_CITY_CHOOSE_FOR_COUNTRY: 'Please choose the receiver city from the list for that country.',
  RECEIVER_CITY_CHOOSE: 'Please choose the receiver city.',
  RECEIVER_CITY_NOT_IN_COUNTRY: 'This city is not in the receiver country.',
  BOOKING_SENDER_TYPE: 'Sender must be an object with the pickup contact and address.',
  RECEIVER_TYPE: 'Receiver must be an object with the receiver contact and address.',
  PICKUP_DATE_CHOOSE: 'Please choose a pickup date.',
  PICKUP_DAYS: 'Pickups run Monday to Saturday. Please choose another day.',
  PICKUP_DATE_AHEAD: 'Please choose a date from today up to {days} days ahead.',
  PICKUP_HOURS: 'Pickups run from 08:00 to 18:00. Please choose a window within those hours.',
  PICKUP_WINDOW_SHORT: 'The pickup window must be at least {hours} hours long.',
  PICKUP_WINDOW_STARTED: 'That window has already started. Please choose a later time or another day.',

  // ---- address books -------------------------------------------------------
  ADDRESSES_NO_ACCOUNT: 'Address books belong to a customer account, and this user has none.',
  ADDRESS_NOT_FOUND: 'This address does not exist in your address book. It may have been deleted.',
  ADDRESS_SAVED: '{book} saved.',
  ADDRESS_SAVED_DEFAULT: '{book} saved as your default sender address.',
  ADDRESS_UPDATED: '{book} updated.',
  ADDRESS_MADE_DEFAULT: '{name} is now your default sender address.',
  ADDRESS_DELETED: '{book} deleted.',
  ADDRESS_DELETED_NEW_DEFAULT: '{book} deleted. {name} is now your default sender address.',
  SENDER_ADDRESS_UAE: 'Sender addresses must be in the United Arab Emirates.',

  // ---- airway bills --------------------------------------------------------
  AWB_NO_ACCOUNT: 'Airway bills are created on a customer account, and this user has none. Please sign in as the customer to create one.',
  AWB_NOT_FOUND: 'Airway bill {awb} was not found.',
  AWBS_NOT_FOUND: 'These airway bills were not found: {awbs}.',
  AWB_CREATED: 'Airway bill {awb} created.',
  AWB_CREATED_PAID: 'Airway bill {awb} created. {amount} was taken from your prepaid balance, which is now {balance}.',
  AWB_REPLAYED: 'This airway bill was already created. Here it is again.',
  AWB_KEY_REUSED: 'This airway bill form was already used for a different shipment. Please reload the page to create another airway bill.',
  AWB_EXPORT_TOO_MANY: 'An export holds at most {max} shipments. Please narrow the dates or filters.',
  AWB_NUMBER_FORMAT: 'An airway bill number is 11 digits.',
  AWB_NUMBERS_FORMAT: 'Each airway bill number must be 11 digits.',
  PARTY_NOT_IN_BOOK: 'This {party} address is not in your address book. It may have been deleted.',
  PARTY_CITY_NOT_SERVED: 'The city of this {party} address is no longer served. Please edit the address first.',
  PARTY_CHOOSE: 'Please choose a {party} address or type one.',
  PARTY_NOT_BOTH: 'Choose a saved {party} address or type one, not both.',
  SENDER_UAE_CITY: 'We collect in the UAE only. Please choose a UAE sender city from the list.',
  SENDER_CITY_CHOOSE: 'Please choose the sender city.',
  SENDER_TYPE: 'Sender must be an object with the sender contact and address.',
  SAVE_RECEIVER_BOOLEAN: 'SaveReceiver must be true or false.',
  DO_NOT_NOTIFY_BOOLEAN: 'DoNotNotify must be true or false.',
  CANCEL_NO_ACCOUNT: 'Airway bills are cancelled on a customer account, and this user has none.',
  AWB_CANCELLED: 'Airway bill {awb} is cancelled.',
  AWB_CANCELLED_REFUNDED: 'Airway bill {awb} is cancelled. {amount} was refunded to your prepaid balance, which is now {balance}.',
  AWB_ALREADY_CANCELLED: 'Airway bill {awb} is already cancelled.',
  AWB_ALREADY_COLLECTED: 'Airway bill {awb} has already been collected and can no longer be cancelled.',
  AWB_ON_OPEN_PICKUP: 'Airway bill {awb} is on pickup {pickup}. Please cancel the pickup first, then the airway bill.',

  // ---- batches and printing ------------------------------------------------
  BATCH_NO_ACCOUNT: 'Batches are uploaded to a customer account, and this user has none. Please sign in as the customer to upload one.',
  BATCH_REPLAYED: 'This file was already uploaded. Here is its batch again.',
  BATCH_KEY_REUSED: 'This upload was already used for a different file. Please choose the file again to upload it.',
  BATCH_NOT_FOUND: 'We could not find this batch.',
  BATCH_NO_NOT_FOUND: 'Batch {batch} was not found.',
  BATCH_CREATED_ONE: 'Batch {batch} created with {count} shipment.',
  BATCH_CREATED: 'Batch {batch} created with {count} shipments.',
  BATCH_CREATED_ONE_PAID: 'Batch {batch} created with {count} shipment. {amount} was taken from your prepaid balance, which is now {balance}.',
  BATCH_CREATED_PAID: 'Batch {batch} created with {count} shipments. {amount} was taken from your prepaid balance, which is now {balance}.',
  BATCH_BALANCE_LOW: 'Your prepaid balance is {balance} and these {count} shipments cost {total} in total. Please top up your account, or upload fewer rows. Nothing was created.',
  BATCH_FILE_PROBLEM: 'The file has {count} problem; nothing was created. Fix the rows listed and upload the file again.',
  BATCH_FILE_PROBLEMS: 'The file has {count} problems; nothing was created. Fix the rows listed and upload the file again.',
  BATCH_FILE_PROBLEM_FIRST: 'The file has {count} problem; nothing was created. The first {listed} are listed: fix them and upload the file again.',
  BATCH_FILE_PROBLEMS_FIRST: 'The file has {count} problems; nothing was created. The first {listed} are listed: fix them and upload the file again.',
  BATCH_FILE_TOO_LARGE: 'The file is larger than {limit} MB. Please split it into smaller files.',
  BATCH_CSV_TYPE: 'Csv must be the text of the CSV file.',
  BATCH_CSV_REQUIRED: 'Choose a CSV file to upload.',
  PRINT_AWB_LIST_TYPE: 'AirWayBillNo must be a list of airway bill numbers.',
  PRINT_TOO_MANY: 'You can print up to {max} airway bills at a time.',
  PRINT_AT_LEAST_ONE: 'Please choose at least one airway bill to print.',
  BATCH_NUMBER_CHARACTERS: 'Batch number may contain only letters, digits, hyphens and underscores.',

  // ---- pickups (portal) and operations --------------------------------------
  PICKUPS_NO_ACCOUNT: 'Pickups are scheduled for a customer account, and this user has none.',
  PICKUP_SCHEDULED: 'Your pickup is scheduled.',
  PICKUP_ADDRESS_NOT_IN_BOOK: 'This pickup address is not in your sender address book. It may have been deleted.',
  PICKUP_NOT_FOUND: 'We could not find this pickup.',
  PICKUP_CANCELLED: 'The pickup is cancelled.',
  PICKUP_ALREADY_CANCELLED: 'This pickup is already cancelled.',
  PICKUP_NOT_CANCELLABLE: 'This pickup can no longer be cancelled.',
  PICKUP_COLLECTED_NOT_CANCELLABLE: 'This pickup has already been collected and can no longer be cancelled.',
  PICKUP_FAILED_NOT_CANCELLABLE: 'This pickup has already been closed as failed and can no longer be cancelled.',
  PICKUP_AWBS_NOT_IN_ACCOUNT: 'These airway bills are not in your account: {awbs}.',
  PICKUP_AWBS_COLLECTED: 'These airway bills have already been collected or cancelled: {awbs}.',
  PICKUP_AWBS_ON_OPEN_PICKUP: 'These airway bills are already on an open pickup: {awbs}.',
  PICKUP_TOO_MANY_AWBS: 'A pickup can collect up to {max} airway bills.',
  PICKUP_ADDRESS_CHOOSE: 'Please choose a pickup address.',
  PICKUP_ASSIGNED: 'The pickup is assigned.',
  PICKUP_COLLECTED: 'The pickup is collected.',
  PICKUP_CLOSED_FAILED: 'The pickup is closed as failed.',
  PICKUP_FINAL: 'This pickup can no longer change.',
  PICKUP_FINAL_COLLECTED: 'This pickup has already been collected: its status can no longer change.',
  PICKUP_FINAL_FAILED: 'This pickup was closed as failed: its status can no longer change. The customer can book a new pickup.',
  PICKUP_FINAL_CANCELLED: 'This pickup was cancelled: its status can no longer change.',
  SCAN_RECORDED_ONE: 'Recorded on {total} airway bill.',
  SCAN_RECORDED: 'Recorded on {total} airway bills.',
  SCAN_RECORDED_PARTLY: 'Recorded on {updated} of {total} airway bills: see each result.',
  SCAN_AWB_LIST_TYPE: 'AirWayBillNos must be a list of airway bill numbers.',
  SCAN_TOO_MANY: 'You can scan up to {max} airway bills at a time.',
  SCAN_AT_LEAST_ONE: 'Please enter at least one airway bill number.',
  STATUS_CHOOSE: 'Please choose a status.',
  STATUS_CHOOSE_FROM_LIST: 'Please choose a status from the list.',
  DELIVERED_TO_REQUIRED: 'Please enter who received the shipment.',
  EXCEPTION_REASON_REQUIRED: 'Please enter the reason for this exception.',
  SCAN_TIME_FORMAT: 'Scan time must be a date and time like 2026-11-23T10:30:00+04:00.',
  SCAN_TIME_NOT_REAL: 'Scan time is not a real date and time.',
  SCAN_TIME_FUTURE: 'Scan time cannot be in the future.',

  // ---- prepaid -------------------------------------------------------------
  TOPUPS_NO_ACCOUNT: 'Top-ups are made for a customer account, and this user has none.',
  PREPAID_ONLY: 'This is for prepaid accounts only. Your account is postpaid: its shipments are billed on your monthly invoice.',
  ACCOUNT_IS_POSTPAID: 'Account {account} is postpaid: it has no prepaid balance.',
  ACCOUNT_NO_NOT_FOUND: 'Account {account} was not found.',
  PREPAID_ACCOUNT_NO_REQUIRED: 'Please give the account number (?AccountNo=) whose prepaid status you want to see.',
  TOPUP_NOT_FOUND: 'We could not find this top-up request.',
  TOPUP_REPLAYED: 'This top-up request was already submitted. Here it is again.',
  TOPUP_KEY_REUSED: 'This top-up form was already used for a different request. Please reload the page to request another top-up.',
  TOPUP_SUBMITTED: 'Top-up request {request} is submitted. An Admin will confirm it once your payment is received.',
  TOPUP_ALREADY_REVIEWED: 'This top-up request was already {status}.',
  TOPUP_APPROVED: 'Top-up {request} is approved: {amount} was added to the balance of account {account}.',
  TOPUP_REJECTED: 'Top-up {request} is rejected.',
  TOPUP_NO_LONGER_PREPAID: 'This account is no longer prepaid, so the top-up cannot be credited. Please reject it instead.',
  TOPUP_MINIMUM: 'The smallest top-up is AED {min}.',
  TOPUP_METHOD_CHOOSE: 'Please choose how you will pay from the list.',
  TOPUP_REVIEW_STATUS: 'Status must be Approved or Rejected.',
  TOPUP_REJECT_REASON: 'Please say why the top-up is rejected.',

  // ---- invoices and payments -------------------------------------------------
  INVOICES_NO_ACCOUNT: 'Invoices and payments belong to a customer account, and this user has none.',
  ACCOUNT_NOT_FOUND: 'We could not find this account.',
  INVOICE_NOT_FOUND: 'Invoice {invoice} was not found.',
  INVOICES_NOT_FOUND: 'These invoices were not found: {invoices}.',
  INVOICES_GENERATED_ONE: '{count} invoice generated for {period}.',
  INVOICES_GENERATED: '{count} invoices generated for {period}.',
  INVOICES_NONE_NEW_INVOICED: 'No new invoices for {period}: the accounts with shipments are already invoiced.',
  INVOICES_NONE_NEW_NO_SHIPMENTS: 'No new invoices for {period}: no postpaid account has uninvoiced shipments in that month.',
  PERIOD_FORMAT: 'Period must be a month like 2026-01.',
  PERIOD_TOO_EARLY: 'Period cannot be before 2000-01.',
  PERIOD_NOT_ENDED: 'A month can be invoiced once it has ended.',
  ACCOUNT_NO_CHARACTERS: 'AccountNo may contain only letters, digits and hyphens.',
  ACCOUNT_NO_DIGITS: 'AccountNo must be digits.',
  PAYMENTS_NO_ACCOUNT: 'Payments are made for a customer account, and this user has none.',
  PAYMENT_KEY_REQUIRED: 'A payment needs an Idempotency-Key header, so that a retried payment is never taken twice.',
  PAYMENT_KEY_REUSED: 'This payment form was already used for a different payment. Please reload the page to make another payment.',
  PAYMENT_NOT_FOUND: 'We could not find this payment.',
  PAYMENT_NOT_A_TRANSFER: 'Only bank transfers are confirmed or rejected by hand; card payments are decided by the card provider.',
  PAYMENT_RECEIVED: 'Payment received. Thank you.',
  PAYMENT_TRANSFER_RECORDED: 'Your bank transfer is recorded. We will confirm it as soon as the money reaches our account.',
  PAYMENT_FAILED: 'The payment did not go through.',
  PAYMENT_TRANSFER_REJECTED: 'This bank transfer was rejected.',
  PAYMENT_REPLAYED: 'This payment was already made ({payment}). Here it is again.',
  PAYMENT_ALREADY_DECIDED: 'Payment {payment} is already {status}.',
  PAYMENT_CONFIRMED: 'Payment {payment} is confirmed and applied to its invoices.',
  PAYMENT_REJECTED: 'Payment {payment} is rejected.',
  PAYMENT_OVER_DUE_NOT_APPLIED: 'Payment {payment} is more than its invoices still owe, so it was not applied.',
  PAYMENT_POSTPAID_ONLY: 'Only postpaid accounts pay invoices. Prepaid accounts top up their balance instead.',
  PAYMENT_NOTHING_DUE: 'Nothing is due on these invoices.',
  PAYMENT_NOTHING_TO_PAY_ON: 'There is nothing to pay on {invoices}.',
  PAYMENT_ALL_COVERED: 'Everything due on these invoices is already covered by payments awaiting confirmation.',
  PAYMENT_NO_INVOICES: 'Your account has no invoices to pay.',
  PAYMENT_OVER_DUE: 'The amount of {amount} is more than the {due} due. Please pay at most {max}.',
  PAYMENT_OVER_DUE_PENDING: 'The amount of {amount} is more than the {due} due ({pending} more is covered by payments awaiting confirmation). Please pay at most {max}.',
  PAYMENT_PAY_AT_MOST: 'Please pay at most {max}.',
  PAYMENT_REFERENCE_USED: 'This transfer reference was already submitted with payment {payment}.',
  PAYMENT_REFERENCE_USED_FIELD: 'This transfer reference was already submitted.',
  PAYMENT_TEST_CARD: 'Test mode: no real card is charged. Please use a test card number, such as 4242 4242 4242 4242.',
  PAYMENT_TOO_MANY_INVOICES: 'A payment can settle up to {max} invoices.',
  PAYMENT_INVOICES_LIST_TYPE: 'InvoiceNos must be a list of invoice numbers.',
  PAYMENT_AMOUNT_ABOVE_ZERO: 'Amount must be more than 0.',
  PAYMENT_WHAT: 'Choose the invoices to pay or enter an amount.',
  PAYMENT_METHOD_CHOOSE: 'Please choose how you will pay.',
  PAYMENT_REFERENCE_REQUIRED: 'Please enter the bank transfer reference.',
  PAYMENT_REFERENCE_SHORT: 'The transfer reference must be at least 4 characters.',
  PAYMENT_REFERENCE_CHARACTERS: 'The transfer reference may contain letters, digits, spaces and / . _ -',
  PAYMENT_CARD_REQUIRED: 'Please enter the card details.',
  PAYMENT_REVIEW_STATUS: 'Status must be Succeeded or Rejected.',
  PAYMENT_REJECT_REASON: 'Please say why the transfer is rejected.',
  CARD_EXPIRY_FORMAT: 'Expiry must look like 08/29.',
  CARD_EXPIRED: 'This card has expired.',
  CARD_NUMBER_LENGTH: 'Card number must be 12 to 19 digits.',
  CARD_NUMBER_INVALID: 'This card number is not valid. Please check it.',
  CARD_CVC_FORMAT: 'CVC must be 3 or 4 digits.',

  // ---- dashboard -------------------------------------------------------------
  DASHBOARD_NO_ACCOUNT: 'The dashboard shows a customer account’s figures, and this user has none.',

  // ---- users and customers (Admin) -----------------------------------------------
  USER_NOT_FOUND: 'This user does not exist. It may have been deleted.',
  ADMIN_HAS_NO_ACCOUNT: 'The Admin has no customer account to add users to. Open an account from its registration request under Manage Customers; its primary user then adds sub-users.',
  NO_SUCH_ACCOUNT: 'There is no account {account}.',
  USER_CREATED: '{name} can now sign in as {username}. Copy the one-time password now: it is shown only once.',
  USER_PASSWORD_RESET: '{name} has a new one-time password and was signed out everywhere. Copy the one-time password now: it is shown only once.',
  USER_DEACTIVATED: '{name} was deactivated and signed out everywhere.',
  USER_ACTIVATED: '{name} was activated.',
  USER_UPDATED: '{name} was updated.',
  USER_DELETED: "{name}'s login was deleted.",
  USER_DEACTIVATED_NOT_DELETED: '{name} has shipments, pickups or other records, so the login was deactivated instead of deleted.',
  USER_EMAIL_TAKEN: 'Another login already uses this Email ID.',
  USER_LOGIN_TAKEN: 'This User Name or Email ID is already taken. Please choose another.',
  USER_CANNOT_GIVE_PERMISSIONS: 'You cannot give permissions you do not have yourself: {permissions}.',
  USER_CANNOT_CHANGE_PERMISSIONS: 'You cannot change permissions you do not have yourself: {permissions}.',
  USER_SELF_DEACTIVATE: 'You cannot deactivate your own login.',
  USER_SELF_DELETE: 'You cannot delete your own login.',
  USER_SELF_RESET: 'You cannot reset your own password here: use Change Password.',
  PRIMARY_ALL_PERMISSIONS: "The account's primary user always has every permission.",
  PRIMARY_RESET_ADMIN_ONLY: "Only the Admin can reset the password of the account's primary user.",
  PRIMARY_NOT_DELETABLE: "The account's primary user cannot be deleted.",
  PRIMARY_NOT_DEACTIVATABLE: "The account's primary user cannot be deactivated. An Admin can deactivate the whole account.",
  PRIMARY_DETAILS_OWN: "Only the account's primary user can change their own details.",
  PERMISSIONS_TYPE: 'dashboard must be an object of permissions.',
  REQUEST_NOT_FOUND: 'This registration request does not exist.',
  REQUEST_ALREADY_DECIDED: 'This request was already {status}.',
  LOGIN_CREATED_AFTER_REQUEST: 'A login with this User Name or Email ID was created after the request. Reject it and ask the customer to register again.',
  LOGIN_EXISTS: 'A login with this User Name or Email ID already exists.',
  ACCOUNT_DOES_NOT_EXIST: 'This account does not exist.',
  ACCOUNT_OPENED_MAIL_SENT: 'Account {account} opened for {company}. The email was sent. Copy the one-time password now: it is shown only once.',
  ACCOUNT_OPENED_MAIL_OUTBOX: 'Account {account} opened for {company}. The email is in the outbox (no mail server is set up). Copy the one-time password now: it is shown only once.',
  ACCOUNT_OPENED_MAIL_FAILED: 'Account {account} opened for {company}. The email could not be sent: see the outbox. Copy the one-time password now: it is shown only once.',
  REQUEST_REJECTED_MAIL_SENT: 'The request from {company} was rejected. The email was sent.',
  REQUEST_REJECTED_MAIL_OUTBOX: 'The request from {company} was rejected. The email is in the outbox (no mail server is set up).',
  REQUEST_REJECTED_MAIL_FAILED: 'The request from {company} was rejected. The email could not be sent: see the outbox.',
  ACCOUNT_ACTIVATED: 'Account {account} was activated: its users can sign in again.',
  ACCOUNT_DEACTIVATED: 'Account {account} was deactivated: its users were signed out and cannot sign in.',
  ACCOUNT_COD_SAVED: 'The COD settings of account {account} were saved: its next statement uses them.',
  PAYMENT_TYPE_CHOOSE: 'Please choose prepaid or postpaid.',
  CREDIT_LIMIT_REQUIRED: 'Credit limit is required for a postpaid account.',
  CREDIT_LIMIT_ABOVE_ZERO: 'Credit limit must be more than 0 AED.',
  TRN_FORMAT: 'TRN must be 15 digits.',
  MAIL_SENT: 'The email was sent.',
  MAIL_IN_OUTBOX: 'The email is in the outbox (no mail server is set up).',
  MAIL_FAILED: 'The email could not be sent: see the outbox.',
  MAIL_NO_SERVER: 'No mail server is set up (SMTP_URL), so mail stays in the outbox.',
  MAIL_NOT_FOUND: 'This message does not exist or was already sent.',

  // ---- merchant API: the key guard (courier-api/auth/guard.ts) -----------
  API_KEY_INVALID: 'This API key is not valid. Please check that it was copied whole.',
  API_KEY_REVOKED: 'This API key was revoked. Please create a new key in API & Webhooks.',
  API_KEY_EXPIRED: 'This API key has expired. Please create a new key in API & Webhooks.',
  API_KEY_INACTIVE: 'This API key belongs to a user or account that is no longer active.',
  API_KEY_MISSING: 'Please send your API key as Authorization: Bearer sk_live_… (or sk_test_… for test mode).',
  API_KEY_SCOPE_MISSING: 'This API key does not have the {scope} scope.',
  // ---- merchant API: keys (routes/api-keys.ts) ---------------------------
  API_KEY_CREATED: 'API key {name} was created. Copy it now: it is shown only once.',
  API_KEY_REVOKED_NOW: 'API key {name} was revoked: calls made with it are refused from now on.',
  API_KEY_ALREADY_REVOKED: 'API key {name} is already revoked.',
  API_KEY_NOT_FOUND: 'This API key was not found.',
  API_KEY_ADMIN_NO_ACCOUNT: 'The Admin has no customer account to create API keys for. A key belongs to a customer account: a user of that account creates it.',
  API_KEY_SCOPE_NOT_HELD: 'You cannot give a key the {scope} scope: you do not have that permission yourself.',
  API_KEY_TOO_MANY: 'Your account already has 50 active API keys. Please revoke one you no longer use first.',
  API_KEY_MODE_REQUIRED: 'Please choose live or test mode.',
  API_KEY_MODE_INVALID: 'Mode must be live or test.',
  API_KEY_SCOPES_LIST: 'Scopes must be a list of permission keys.',
  API_KEY_SCOPES_UNKNOWN: 'Scopes may contain only the permission keys Manage_Sub_Users, Airway_Bill_Generation, Air_Way_bill_history, Print_Airway_Bill, Pickup_Request and Pickup_History.',
  API_KEY_SCOPES_REQUIRED: 'Please choose at least one scope.',
  API_KEY_EXPIRY_FORMAT: 'Expiry date must be a date like 2026-11-23.',
  API_KEY_EXPIRY_PAST: 'Expiry date must be today or later.',
  API_KEY_EXPIRY_TOO_FAR: 'Expiry date can be at most 2 years from today.',
  API_KEY_STATUS_FILTER: 'Status must be all, active or revoked.',
  // ---- merchant API: /v1 (courier-api/merchant) ---------------------------
  V1_IDEMPOTENCY_KEY_REQUIRED: 'This call needs an Idempotency-Key header (1 to 100 letters, digits, hyphens or underscores), new for each new request, so that a retry never does the work twice.',
  V1_KEY_REUSED: 'This Idempotency-Key was already used with a different request body. Please use a new key for a new request.',
  V1_TEST_KEY_ONLY: 'This call works with a test key (sk_test_…) only: it changes sandbox shipments so that you can watch your webhooks.',
  V1_CURSOR_INVALID: 'This cursor is not valid. Please pass the next_cursor of the previous page exactly as it was given.',
  V1_ZPL_IS_4X6: 'ZPL labels are 4x6 only. Please ask for size=4x6, or for format=pdf.',
  V1_RATE_LIMITED: 'This API key made more than {limit} requests in a minute. Please wait the seconds in the Retry-After header, then try again.',
  V1_SCAN_REFUSED: 'This scan was not recorded. {reason}',
  V1_REQUEST_FAILED: 'The request failed.',
  // ---- merchant API: webhooks (services/webhooks, routes/webhooks.ts) -----
  WEBHOOK_URL_HTTP: 'Url must be an http:// or https:// address.',
  WEBHOOK_EVENTS_LIST: 'Events must be a list of event types.',
  WEBHOOK_EVENTS_UNKNOWN: 'Events may contain only shipment.created, shipment.status_changed, shipment.delivered, shipment.exception, shipment.cancelled and pickup.status_changed.',
  WEBHOOK_EVENTS_REQUIRED: 'Please choose at least one event.',
  WEBHOOK_TARGET_PRIVATE: '{host} is a private, loopback or link-local address. Webhooks can only be sent to addresses on the public internet.',
  WEBHOOK_TARGET_UNRESOLVED: 'We could not find {host}. Please check the address.',
  WEBHOOK_NOT_FOUND: 'This webhook subscription was not found.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'This webhook delivery was not found.',
  WEBHOOK_TOO_MANY: 'Your account already has 20 webhook subscriptions in this mode. Please delete one you no longer use first.',
  WEBHOOK_DISABLED_TEST: 'This subscription is disabled. Please enable it first, then send a test event.',
  WEBHOOK_DISABLED_REDELIVER: 'This subscription is disabled. Please enable it first, then redeliver.',
  WEBHOOK_DELIVERY_IN_FLIGHT: 'This delivery is being attempted right now. Please try again in a moment.',
  WEBHOOK_ADMIN_NO_ACCOUNT: 'The Admin has no customer account to manage webhooks for. A webhook subscription belongs to a customer account: a user of that account manages it.',
  WEBHOOK_CREATED: 'Webhook subscription created. Copy the signing secret now: it is shown only once.',
  WEBHOOK_SAVED: 'Webhook subscription saved.',
  WEBHOOK_DELETED: 'Webhook subscription deleted.',
  WEBHOOK_SECRET_ROTATED: 'A new signing secret was created. Copy it now: the previous secret keeps signing for 24 hours.',
  WEBHOOK_TEST_QUEUED: 'A test event is on its way.',
  WEBHOOK_REDELIVERY_QUEUED: 'The delivery was queued again.',

  // ---- receiver notifications, the merchant's side (issue 16: lib/schemas/notifications.ts, routes/notification-settings.ts)
  NOTIFY_CHANNEL_CHOOSE: 'Choose email, SMS or WhatsApp.',
  NOTIFY_CHANNEL_ONCE: 'Choose each channel once.',
  NOTIFY_EVENTS_REQUIRED: 'Choose what the receiver is told.',
  NOTIFY_SENDER_NAME_TOO_LONG: 'The sender name can be at most {max} characters.',
  NOTIFY_LOCALE_CHOOSE: 'Choose a language.',
  NOTIFY_PREVIEW_CHOOSE: 'Choose a message to preview.',
  NOTIFY_PREVIEW_LOCALE: 'Choose English or Arabic.',
  NOTIFICATION_SETTINGS_SAVED: 'Receiver notification settings saved.',
  NOTIFICATION_SETTINGS_ADMIN_NO_ACCOUNT: 'The Admin has no customer account to set receiver notifications for. Each customer account chooses its own: a user of that account sets them.',
  // the Admin's notification outbox (routes/notification-outbox.ts, services/notifications/admin-list.ts)
  NOTIFICATION_NOT_FOUND: 'This notification was not found.',
  NOTIFICATION_ALREADY_DELIVERED: 'This message was already delivered.',
  NOTIFICATION_HAS_CODE: 'A message with a one-time code cannot be sent again; ask for a new code.',
  NOTIFICATION_IN_FLIGHT: 'This message is being sent right now. Please try again in a moment.',
  NOTIFICATION_QUEUED: 'The message was queued again.',
  NOTIFICATION_QUEUED_MORNING: 'The message was queued again. SMS and WhatsApp wait until 08:00 Dubai time.',

  // ---- the courier's day (issue 15): staff, dispatch, the courier app, proof, COD ----
  // staff logins (routes/courier-day.ts, services/courier/staff.ts)
  STAFF_OPS_ADDED: 'Ops user {name} is added.',
  STAFF_COURIER_ADDED: 'Courier {name} is added.',
  STAFF_REACTIVATED: 'The user is active again.',
  STAFF_DEACTIVATED: 'The user is deactivated and signed out.',
  STAFF_NOT_FOUND: 'This staff user was not found.',
  STAFF_ROLE_CHOOSE: 'Please choose a role.',
  STAFF_ROLE_INVALID: 'Please choose Ops or Courier.',
  // dispatch (services/courier/dispatch.ts, lib/schemas/courier.ts)
  FIELD_DAY_ISO: '{label} must be a date (YYYY-MM-DD).',
  DISPATCH_ASSIGNED_ONE: '{count} stop assigned to {courier}.',
  DISPATCH_ASSIGNED: '{count} stops assigned to {courier}.',
  DISPATCH_UNASSIGNED: 'The stop is taken off the run.',
  DISPATCH_COURIER_CHOOSE: 'Please choose an active courier.',
  DISPATCH_DATE_RANGE: 'Runs can be planned from today up to {days} days ahead.',
  DISPATCH_AWB_NOT_READY: 'Airway bill {awb} is not ready for delivery (it must be at the destination and on no other run).',
  DISPATCH_AWB_HELD_FOR_DAY: "The receiver of airway bill {awb} chose delivery on {date}: please put it on that day's run.",
  DISPATCH_PICKUP_NOT_DUE: 'Pickup {booking} is not open or is already on a run.',
  DISPATCH_STOP_NOT_FOUND: 'This stop was not found or is already done.',
  DISPATCH_STOPS_TAKEN: 'Some of these stops were just put on another run. Please reload and try again.',
  DISPATCH_STOPS_CHOOSE: 'Please choose at least one shipment or pickup.',
  DISPATCH_TOO_MANY_STOPS: 'A run can take up to {max} stops at a time.',
  DISPATCH_PICKUP_IDS_LIST: 'PickupIds must be a list of pickup ids.',
  RUN_NOT_FOUND: 'This run was not found.',
  // the courier app (services/courier/run.ts, actions.ts, delivery-codes.ts)
  RUN_STARTED: 'Your run has started: the parcels are out for delivery.',
  RUN_NONE_TODAY: 'You have no run today. Please check with Ops.',
  RUN_NOT_STARTED: 'Your run has not started yet: tap Start run first.',
  COURIER_SYNCED: 'Synced.',
  COURIER_SYNCED_PARTLY: 'Synced {done} of {total}: see each result.',
  COURIER_AWB_NOT_ON_RUN: 'Airway bill {awb} is not an open stop on your run.',
  COURIER_PICKUP_NOT_ON_RUN: 'This pickup is not an open stop on your run.',
  COURIER_DELIVERED: 'Delivered.',
  COURIER_DELIVERY_ATTEMPTED: 'Delivery attempt recorded.',
  COURIER_COD_COLLECTED: 'COD collected.',
  COURIER_PICKUP_COLLECTED: 'Pickup collected.',
  COURIER_PICKUP_ATTEMPTED: 'Pickup attempt recorded.',
  COD_COLLECT_FIRST: 'Please collect the COD of AED {amount} before delivering.',
  COD_NONE_TO_COLLECT: 'Airway bill {awb} has no cash on delivery to collect.',
  COD_ALREADY_COLLECTED: 'The COD of airway bill {awb} was already collected.',
  COD_WRONG_AMOUNT: 'AED {typed} is not the COD amount: please collect AED {due}.',
  DELIVERY_CODE_MISSING: 'This parcel needs the delivery code the receiver was sent. Please ask the receiver for it.',
  DELIVERY_CODE_WRONG_ONE: 'The delivery code is not right. {left} try left.',
  DELIVERY_CODE_WRONG: 'The delivery code is not right. {left} tries left.',
  DELIVERY_CODE_LOCKED: 'Too many wrong delivery codes: this delivery is locked. Please call Ops.',
  DELIVERY_CODE_FORMAT: 'The delivery code has 6 digits.',
  ACTION_CLIENT_ID_FORMAT: 'ClientId must be a UUID.',
  ACTION_KIND_INVALID: 'Kind must be deliver, fail, collect, pickup_collected or pickup_failed.',
  ACTION_AWB_REQUIRED: 'Please scan or type the airway bill number.',
  ACTION_TIME_FORMAT: 'OccurredAt must be an ISO 8601 time.',
  ACTION_RECIPIENT_CHOOSE: 'Please choose who received the parcel.',
  ACTION_SIGNATURE_REQUIRED: 'Please ask the receiver to sign.',
  ACTION_REASON_CHOOSE: 'Please choose a reason.',
  ACTION_COD_METHOD_CHOOSE: 'Please choose cash or card.',
  ACTION_AMOUNT_REQUIRED: 'Please enter the amount collected.',
  FIELD_IMAGE: '{label} must be an image.',
  FIELD_PNG_IMAGE: '{label} must be a PNG image.',
  FIELD_JPEG_IMAGE: '{label} must be a JPEG image.',
  FIELD_IMAGE_TOO_LARGE: '{label} is too large (at most {max} KB).',
  POSITION_TYPE: 'Position must be an object with Lat and Lng.',
  POSITION_LATITUDE_RANGE: 'Latitude must be between -90 and 90.',
  POSITION_LONGITUDE_RANGE: 'Longitude must be between -180 and 180.',
  SYNC_ACTIONS_LIST: 'Actions must be a list.',
  SYNC_AT_LEAST_ONE: 'Please send at least one action.',
  SYNC_TOO_MANY: 'Please send at most {max} actions at a time.',
  // proof of delivery (services/courier/proof.ts)
  PROOF_NOT_FOUND: 'Airway bill {awb} has no proof of delivery.',
  PROOF_AWB_REQUIRED: 'Please give the airway bill number.',
  PROOF_FILE_INVALID: 'File must be signature, photo or pdf.',
  // cash on delivery (services/courier/cod.ts)
  COD_HANDOVER_MATCHES: 'Cash received: the count matches.',
  COD_HANDOVER_SHORT: 'Cash received: AED {amount} short, recorded.',
  COD_HANDOVER_OVER: 'Cash received: AED {amount} over, recorded.',
  COD_NOTHING_TO_HAND_OVER: 'This courier holds no cash to hand over.',
  COD_COUNTED_REQUIRED: 'Please enter the cash counted.',
  COD_COUNTED_TOO_LARGE: 'Counted is too large.',
  COD_ACCOUNT_NO_UNKNOWN: 'No account has this account number.',
  COD_NOTHING_TO_REMIT: 'This account has no handed-over COD in this period that is not on a statement yet.',
  COD_STATEMENT_NOT_FOUND: 'This COD statement was not found.',
  COD_STATEMENT_CREATED: 'Statement {statement} is created.',
  COD_STATEMENT_PAID: 'Statement {statement} is marked paid.',
  COD_STATEMENT_ALREADY_PAID: 'Statement {statement} is already marked paid.',
  COD_STATUS_FILTER: 'Status must be all, pending or paid.',
  COD_FORMAT_INVALID: 'Format must be pdf or csv.',

  // ---- the receiver's delivery choices (issue 16: lib/schemas/receiver.ts, routes/receiver.ts)
  RECEIVER_AWB_NOT_FOUND: 'We could not find this airway bill.',
  RECEIVER_NO_CONTACT: 'This shipment has no phone number or email for the receiver, so we cannot send a code. Please contact the sender.',
  RECEIVER_NO_PHONE: 'This shipment has no phone number for the receiver. Please ask for the code by email.',
  RECEIVER_NO_EMAIL: 'This shipment has no email for the receiver. Please ask for the code by SMS.',
  RECEIVER_NOT_IN_UAE: 'Delivery choices are available only for deliveries within the UAE.',
  RECEIVER_CODE_SENT: 'We sent a code to the receiver.',
  RECEIVER_CODE_WRONG: 'This code is not right. Please check it and try again.',
  RECEIVER_CODE_GONE: 'This code has expired or was already used. Please ask for a new code.',
  RECEIVER_CODE_BURNT: 'Too many wrong codes. Please ask for a new code.',
  RECEIVER_VERIFIED: 'Thank you: you can now change the delivery.',
  RECEIVER_SESSION_EXPIRED: 'Your confirmation has expired. Please ask for a new code.',
  RECEIVER_WRONG_SHIPMENT: 'This confirmation is for another shipment. Please ask for a code for this one.',
  RECEIVER_LOCKED_OUT: 'The parcel is already out for delivery: the delivery can no longer be changed.',
  RECEIVER_LOCKED_DELIVERED: 'The parcel is already delivered.',
  RECEIVER_LOCKED_CANCELLED: 'This shipment is cancelled.',
  RECEIVER_LOCKED_RETURNED: 'This shipment was returned to the sender.',
  RECEIVER_RATE_LIMITED_ONE: '{refusal} Please try again in {minutes} minute.',
  RECEIVER_RATE_LIMITED: '{refusal} Please try again in {minutes} minutes.',
  RECEIVER_CODE_REQUIRED: 'Please enter the code we sent.',
  RECEIVER_CODE_FORMAT: 'The code has 6 digits.',
  RECEIVER_SESSION_REQUIRED: 'Please confirm with the code we sent first.',
  RECEIVER_VIA_INVALID: 'Via must be sms or email.',
  RECEIVER_KIND_CHOOSE: 'Please choose what to change.',
  RECEIVER_KIND_INVALID: 'Kind must be reschedule, instructions, leave_with or redirect.',
  RECEIVER_DAY_CHOOSE: 'Please choose a delivery day.',
  RECEIVER_INSTRUCTIONS_REQUIRED: 'Please write your delivery instructions.',
  RECEIVER_LEAVE_WITH_CHOOSE: 'Please choose whom we may leave it with.',
  RECEIVER_LEAVE_WITH_INVALID: 'Please choose a neighbour or building security.',
  RECEIVER_DAY_NOT_OFFERED: 'Please choose one of the days offered.',
  RECEIVER_REDIRECTS_FORBIDDEN: 'The sender does not allow redirecting this parcel. You can still choose another day or leave instructions.',
  RECEIVER_REDIRECT_OUTSIDE_EMIRATE: 'The parcel can be redirected only to an address in {emirate}.',
  RECEIVER_SAVED_DAY: 'Your delivery day is saved.',
  RECEIVER_SAVED_INSTRUCTIONS: 'Your delivery instructions are saved.',
  RECEIVER_SAVED_LEAVE_WITH: 'Your choice of whom to leave it with is saved.',
  RECEIVER_SAVED_ADDRESS: 'The new delivery address is saved.',
  RECEIVER_CHOICES_TOO_MANY_AWBS: 'Please ask for at most {max} airway bills at a time.',

  // ---- the audit trail (issue 17: lib/schemas/audit.ts, routes/audit.ts) ----
  AUDIT_NO_ACCOUNT: 'The audit trail is read by the Admin, or by a customer account for its own entries; this user has no account.',
  AUDIT_EXPORT_TOO_MANY: 'More than {max} entries match. Please narrow the dates or filters and export again.',
} as const;

export type ApiMessageCode = keyof typeof API_MESSAGES;
export type Locale = 'en' | 'ar';
/** Code → text in another language, with the same {name} placeholders. */
export type ApiMessageTable = Readonly<Record<ApiMessageCode, string>> & {
  /** Arabic for values a message carries (field labels, statuses); matched exactly, then in any letter case. */
  readonly terms?: Readonly<Record<string, string>>;
};

export interface MessageMatch {
  code: ApiMessageCode;
  values: Record<string, string>;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  code: ApiMessageCode;
  re: RegExp;
  names: string[];
}

let exact: Map<string, ApiMessageCode> | undefined;
let templates: Template[] | undefined;
const byCode = new Map<ApiMessageCode, Template>();

function compile(code: ApiMessageCode, text: string): Template {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  return { code, names, re: new RegExp(`^${text.split(/\{\w+\}/).map(escape).join('([\\s\\S]+?)')}$`) };
}

/** Texts without values by text; templates compiled once, most literal text first (so 'Rate card of {code} saved.' wins over '{book} saved.'). */
function tables() {
  if (!exact || !templates) {
    exact = new Map();
    const list: Template[] = [];
    for (const [code, text] of Object.entries(API_MESSAGES) as [ApiMessageCode, string][]) {
      if (/\{\w+\}/.test(text)) list.push(compile(code, text));
      else exact.set(text, code);
    }
    const literal = (t: Template) => API_MESSAGES[t.code].replace(PLACEHOLDER, '').length;
    templates = list.sort((a, b) => literal(b) - literal(a));
  }
  return { exact, templates };
}

function templateOf(code: ApiMessageCode): Template {
  let t = byCode.get(code);
  if (!t) byCode.set(code, (t = compile(code, API_MESSAGES[code])));
  return t;
}

function valuesOf(t: Template, english: string): Record<string, string> | undefined {
  const m = t.re.exec(english);
  if (!m) return undefined;
  const values: Record<string, string> = {};
  t.names.forEach((name, i) => (values[name] = m[i + 1]!));
  return values;
}

// Messages carry airway bill numbers and names, so the cache is bounded.
const CACHE_LIMIT = 2000;
const cache = new Map<string, MessageMatch | null>();

/** The code of an English message (exact text, else the template it fits) and the values it carries. */
export function messageCode(english: string): MessageMatch | undefined {
  if (typeof english !== 'string') return undefined;
  const hit = cache.get(english);
  if (hit !== undefined) return hit ?? undefined;
  const { exact, templates } = tables();
  let found: MessageMatch | null = null;
  const code = exact.get(english);
  if (code) found = { code, values: {} };
  else {
    for (const t of templates) {
      const values = valuesOf(t, english);
      if (values) {
        found = { code: t.code, values };
        break;
      }
    }
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(english, found);
  return found ?? undefined;
}

export const isApiMessageCode = (code: unknown): code is ApiMessageCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(API_MESSAGES, code);

const AED_VALUE = /^AED (-?[\d,]+(?:\.\d+)?)$/;
const MONTH_VALUE = /^(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})$/;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Placeholders that hold a word of ours (a field label, an address book, a status), never a customer's text. */
const TERM_PLACEHOLDERS = new Set(['label', 'book', 'party', 'status']);
const monthFormat = makeOnce(() => new Intl.DateTimeFormat(intlTag('ar'), { month: 'long', year: 'numeric', timeZone: 'UTC' }));

function term(table: ApiMessageTable, value: string): string | undefined {
  const terms = table.terms;
  if (!terms) return undefined;
  if (Object.prototype.hasOwnProperty.call(terms, value)) return terms[value];
  const lower = value.toLowerCase();
  for (const key in terms) if (key.toLowerCase() === lower) return terms[key];
  return undefined;
}

/**
 * A value in the table's language (Arabic digits stay Latin): field labels
 * and statuses from the table's terms, AED amounts and months in the
 * locale's format, a whole message (the note after "Service type updated.")
 * by its own code. Anything else (numbers, names, codes) as it is.
 */
function localizeValue(table: ApiMessageTable, name: string, value: string, depth: number): string {
  if (TERM_PLACEHOLDERS.has(name)) return term(table, value) ?? value;
  const aed = AED_VALUE.exec(value);
  if (aed) {
    return formatAed(Number(aed[1]!.replace(/,/g, '')), 'ar');
  }
  const month = MONTH_VALUE.exec(value);
  if (month) {
    return monthFormat().format(Date.UTC(Number(month[2]), MONTHS.indexOf(month[1]!), 1));
  }
  if (name === 'note' && depth < 2) {
    const inner = messageCode(value);
    const localized = inner && fill(table, inner, depth + 1);
    if (localized) return localized;
  }
  return value;
}

function fill(table: ApiMessageTable, match: MessageMatch, depth = 0): string | undefined {
  const text = table[match.code];
  if (typeof text !== 'string') return undefined;
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in match.values ? localizeValue(table, name, match.values[name]!, depth) : whole,
  );
}

/**
 * A message in the table's language: by `code` when the API sent one (the
 * values are read out of the English text), else by the English text alone.
 * Unknown → the English text, unchanged; never throws.
 */
export function localizeMessageWith(table: ApiMessageTable | undefined, english: string, code?: string): string {
  try {
    if (!table || typeof english !== 'string') return english;
    let match: MessageMatch | undefined;
    if (isApiMessageCode(code)) {
      const values = valuesOf(templateOf(code), english);
      if (values) match = { code, values };
    }
    match ??= messageCode(english);
    return (match && fill(table, match)) ?? english;
  } catch {
    return english;
  }
}

let arabicTable: ApiMessageTable | undefined;
let arabicLoad: Promise<ApiMessageTable> | undefined;

/** The Arabic table, loaded on first use (a page that never shows Arabic never downloads it). */
export function loadArabicApiMessages(): Promise<ApiMessageTable> {
  arabicLoad ??= import('./api-messages.ar').then(
    (m) => (arabicTable = m.API_MESSAGES_AR),
    (err: unknown) => {
      arabicLoad = undefined; // a failed download (offline) is tried again next time
      throw err;
    },
  );
  return arabicLoad;
}

/** The Arabic table if it is already loaded (by loadArabicApiMessages or an import of api-messages.ar). */
export function loadedArabicApiMessages(): ApiMessageTable | undefined {
  return arabicTable;
}

/** Called by api-messages.ar.ts when it loads, so a static import of it is enough too. */
export function registerArabicApiMessages(table: ApiMessageTable): void {
  arabicTable = table;
  arabicLoad ??= Promise.resolve(table);
}

/**
 * `english` for the locale: English unchanged; Arabic from the Arabic table,
 * which must be loaded first (`await loadArabicApiMessages()`, or import
 * '@/lib/i18n/api-messages.ar' where bundle size does not matter). Until it
 * is, and for any text the catalogue does not know, the English text.
 */
export function localizeMessage(english: string, locale: Locale, code?: string): string {
  if (locale !== 'ar') return english;
  if (!arabicTable) {
    void loadArabicApiMessages().catch(() => undefined);
    return english;
  }
  return localizeMessageWith(arabicTable, english, code);
}
