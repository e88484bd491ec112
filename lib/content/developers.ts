// The merchant API guide (/developers/guide) in English: sections of
// paragraphs, lists, tables and code. In the text, `code` is inline code and
// [words](/Path) a link to a page of the site (localized when shown). The
// code is shared by both languages (developers-code.ts).
import type { CodeName } from './developers-code';

export type GuideBlock =
  | { p: string }
  | { list: string[] }
  | { table: { head: [string, string]; rows: [string, string][] } }
  | { code: CodeName; lang: 'bash' | 'http' | 'json' | 'js' | 'php' };

export interface GuideSection {
  id: string;
  title: string;
  blocks: GuideBlock[];
}

export const SCOPES = ['Airway_Bill_Generation', 'Air_Way_bill_history', 'Print_Airway_Bill', 'Pickup_Request', 'Pickup_History', 'Manage_Sub_Users'];
const scopes = SCOPES.map((s) => `\`${s}\``).join(', ');

export const GUIDE: GuideSection[] = [
  {
    id: 'keys',
    title: 'Get a key',
    blocks: [
      { p: 'Keys are made in the customer portal: sign in, open [API & Webhooks](/ApiWebhooks) and choose Create key. You need the Manage Sub Users permission (the account’s main user has it).' },
      {
        list: [
          'Name the key after the system that will use it, for example “Online store”.',
          `Tick its scopes. They are the portal’s own permissions: ${scopes}. A key can do no more than its scopes and your account allow.`,
          'Choose test or live, and an expiry date if you want one.',
        ],
      },
      { p: 'The key is shown once, when it is made: copy it into your system’s secrets. We keep only a hash of it, so nobody can show it to you again; the list shows its first characters, its scopes and when it was last used. A key you revoke stops working at once.' },
      { p: 'A test key (`sk_test_…`) works on a sandbox copy of your account: the same calls and your own rates, but its shipments are never collected, charged or invoiced, and its webhooks say `"livemode": false`. A live key (`sk_live_…`) creates real shipments. Build with a test key, then swap in a live one.' },
      { code: 'setup', lang: 'bash' },
    ],
  },
  {
    id: 'requests',
    title: 'Calling the API',
    blocks: [
      { p: 'Every call goes to `/api/v1` on this site, with the key in the `Authorization` header: `Authorization: Bearer sk_test_…`. Bodies are JSON. The field names are the courier API’s own, the same as in the portal and its CSV files: `AirWayBillNo`, `ServiceTypeId`, `Receiver.City`.' },
      { p: 'An answer is `{ "data": … }`, a list `{ "data": [ … ], "has_more", "next_cursor" }`, and a failure `{ "error": { "code", "message", "field" }, "request_id" }`. Amounts are in AED, weights in kg, dimensions in cm; cities are the three-to-five letter codes of the city list (`DXB`, `AUH`, `SHJ`), countries their ISO codes.' },
    ],
  },
  {
    id: 'first-shipment',
    title: 'Your first shipment',
    blocks: [
      { p: 'First ask for a quote: every service that can take the parcel on this route, cheapest first, with its price and transit time.' },
      { code: 'quote', lang: 'bash' },
      { code: 'quoteAnswer', lang: 'json' },
      { p: 'Then create the shipment with the `ServiceTypeId` of the service you chose. A prepaid account pays for it at once; a postpaid one finds it on its next invoice.' },
      { code: 'create', lang: 'bash' },
      { p: 'Every create needs an `Idempotency-Key`: 1 to 100 letters, digits, hyphens or underscores, new for each new shipment (your order number, or a UUID). If the connection drops before you see the answer, send the same request again with the same key: you get the first shipment back (200, with `Idempotent-Replayed: true`) instead of a second one. The same key with another body is refused (409). Scheduling a pickup (`POST /api/v1/pickups`) works the same way.' },
      { code: 'createAnswer', lang: 'http' },
    ],
  },
  {
    id: 'labels',
    title: 'Labels: PDF and ZPL',
    blocks: [
      { p: 'The label of a shipment comes as a PDF (an A4 page, or a 4×6 in label per piece) or as ZPL for Zebra-compatible thermal printers.' },
      { code: 'label', lang: 'bash' },
      { p: 'A ZPL label is 4×6 in at 203 dpi, one per piece, with the airway bill number as a Code 128 barcode and a QR code of the tracking page. Names and addresses in Arabic print on printers that have Zebra’s Unicode font (Link-OS printers); everything else prints on any ZPL printer.' },
    ],
  },
  {
    id: 'tracking',
    title: 'Tracking',
    blocks: [
      { code: 'track', lang: 'bash' },
      { p: 'Tracking answers where the shipment is and its log, newest first. Rather than asking again and again, let [webhooks](#webhooks) tell you when something changes.' },
    ],
  },
  {
    id: 'errors',
    title: 'Errors',
    blocks: [
      { p: 'A failure has an HTTP status and a body in one shape:' },
      { code: 'error', lang: 'http' },
      {
        table: {
          head: ['Status', 'Meaning'],
          rows: [
            ['400', 'The request is not valid: `field` names the first field at fault, `fields` all of them.'],
            ['401', 'No key, or a key that is not valid, revoked or expired.'],
            ['403', 'The key lacks the scope this call needs, or the call is for test keys only.'],
            ['404', 'Not found on your account. Another account’s records read the same as missing ones.'],
            ['409', 'The Idempotency-Key was used with another body, or the record is already in the state asked for.'],
            ['422', 'The request is well formed but breaks a rule, for example cancelling a collected shipment.'],
            ['429', 'Too many calls with this key: wait the seconds in `Retry-After`.'],
            ['5xx', 'Our fault. Try again a little later, with the same Idempotency-Key.'],
          ],
        },
      },
      { p: 'Branch on `code`, which does not change, rather than on `message`, which is written for people and may be reworded. Every answer carries a request id (the `X-Request-Id` header, and `request_id` in a failure): quote it when you write to us. You may send your own `X-Request-Id`; the answer repeats it.' },
    ],
  },
  {
    id: 'rate-limits',
    title: 'Rate limits',
    blocks: [
      { p: 'Each key may make 300 calls a minute. Every answer says where you stand: `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds until the window starts again) and `RateLimit-Policy`. Beyond the limit the answer is 429 with `Retry-After`: wait that many seconds, then carry on.' },
      { code: 'rateLimited', lang: 'http' },
    ],
  },
  {
    id: 'pagination',
    title: 'Lists and pagination',
    blocks: [
      { p: '`GET /api/v1/shipments` lists your shipments, newest first, filtered if you like by `From` and `To` (dates), `Status`, `ServiceCode` and `search`. Pages are cursors, not page numbers:' },
      { code: 'pagination', lang: 'bash' },
      { p: 'Pass `next_cursor` back exactly as it came; it stays valid while new shipments are created, so no shipment is skipped or listed twice. When `has_more` is false you have them all.' },
    ],
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    blocks: [
      { p: 'Instead of polling, subscribe a URL of yours (HTTPS) to the events you care about, in the portal ([API & Webhooks](/ApiWebhooks), Webhooks) or with the API (scope `Manage_Sub_Users`). A test key’s subscriptions receive the sandbox’s events only.' },
      { code: 'subscribe', lang: 'bash' },
      {
        table: {
          head: ['Event', 'Sent when'],
          rows: [
            ['`shipment.created`', 'A shipment is created: in the portal, by a batch upload or with the API.'],
            ['`shipment.status_changed`', 'Any scan changes the shipment’s status.'],
            ['`shipment.delivered`', 'The shipment is delivered.'],
            ['`shipment.exception`', 'A delivery attempt fails, or the shipment is held or returned.'],
            ['`shipment.cancelled`', 'The shipment is cancelled.'],
            ['`pickup.status_changed`', 'A pickup is scheduled, assigned, collected, failed or cancelled.'],
          ],
        },
      },
      { p: 'Each delivery is a POST of JSON:' },
      { code: 'payload', lang: 'http' },
      { p: '`data.object` is the shipment as `GET /api/v1/shipments/{awb}` returns it (the pickup, for pickup events) at the moment of the event. `livemode` is false for test-mode events, and the portal’s Send test event marks its body `"test": true`.' },
      { p: 'With a test key you can play a shipment’s journey yourself and watch the events arrive:' },
      { code: 'testScan', lang: 'bash' },
    ],
  },
  {
    id: 'signatures',
    title: 'Checking the signature',
    blocks: [
      { p: 'Every delivery is signed: `Saqr-Signature: t=<unix seconds>,v1=<hex>`, where `v1` is the HMAC-SHA256, with your subscription’s secret, of the timestamp, a dot and the body (`<t>.<body>`). Check it before you trust anything in the body:' },
      {
        list: [
          'Sign the raw body exactly as it arrived: parsing the JSON and writing it out again changes the bytes.',
          'Compare in constant time (`crypto.timingSafeEqual`, `hash_equals`), never with `==`.',
          'Refuse a timestamp more than five minutes from your clock, so that an old delivery replayed by someone else is refused.',
          'Accept any one of the `v1` values: for 24 hours after you rotate a secret, each delivery carries one signature with the new secret and one with the previous.',
        ],
      },
      { p: 'In Node:' },
      { code: 'nodeVerify', lang: 'js' },
      { code: 'nodeServer', lang: 'js' },
      { p: 'In PHP:' },
      { code: 'phpVerify', lang: 'php' },
      { code: 'phpServer', lang: 'php' },
    ],
  },
  {
    id: 'retries',
    title: 'Retries and duplicates',
    blocks: [
      { p: 'Answer with any 2xx status within 10 seconds, and do the slow work afterwards. Anything else, or no answer, is tried again later, with exponential backoff and random jitter, for up to 24 hours. After 24 hours of failures the subscription is disabled and your account gets an email; switch it back on in the portal when your endpoint works again, and redeliver what it missed from its delivery log.' },
      { p: 'Delivery is at least once: a retry, a redelivery or a restart on our side can bring the same event again, always with the same `id`. Keep the ids you have handled and skip repeats. Events may also arrive out of order: compare the shipment’s status or the event’s `created_at` rather than trusting the order of arrival.' },
      { p: 'Redirects are not followed, and URLs that lead to private or local network addresses are refused.' },
    ],
  },
  {
    id: 'versions',
    title: 'Versions',
    blocks: [
      { p: 'This is version 1, the `/v1` in every path. New fields, operations and events are added to it without notice, so ignore fields you do not know. A change that would break a working integration comes as `/v2`, and `/v1` keeps working for at least 12 months after it; an operation that is going away first answers with `Deprecation` and `Sunset` headers.' },
      { p: 'Every operation, with its fields and a console to try it with a test key, is in the [API reference](/developers). The OpenAPI 3.1 document for code generators is at `/api/v1/openapi.json`.' },
    ],
  },
];
