// The code of the merchant API guide (/developers/guide): the same in every
// language, so it lives once. The request bodies are data, and the curl
// commands are made from them: the guide's test sends these very bodies to
// the API and runs the signature checks below against real signatures.
import { site } from '@/lib/site';

/** Stands for the ServiceTypeId a quote returns (the test puts a real one in its place). */
export const SERVICE_TYPE_ID_PLACEHOLDER = '3f1c2b7a-5d4e-4f60-9a8b-1c2d3e4f5a6b';
/** An airway bill number in the examples (the test uses the one it created). */
export const EXAMPLE_AWB = '93790673933';
export const EXAMPLE_IDEMPOTENCY_KEY = 'order-PO-1042';

export const RATES_BODY = {
  OriginCity: 'DXB',
  DestinationCountry: 'AE',
  DestinationCity: 'AUH',
  Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }],
  CodAmount: 150,
};

export const SHIPMENT_BODY = {
  ServiceTypeId: SERVICE_TYPE_ID_PLACEHOLDER,
  Sender: {
    Name: 'Mariam Al Suwaidi',
    Company: 'Gulf Gifts',
    Phone: '+971501234567',
    Email: 'mariam@example.ae',
    AddressLine1: 'Office 1204, Bay Square 7',
    AddressLine2: 'Business Bay',
    City: 'DXB',
  },
  Receiver: {
    Name: 'Omar Khalid',
    Phone: '+971502223344',
    AddressLine1: 'Villa 7, Street 3',
    AddressLine2: 'Khalifa City',
    Country: 'AE',
    City: 'AUH',
  },
  Pieces: [{ Weight: 2.5, Length: 30, Width: 20, Height: 15 }],
  Contents: 'Perfume gift set',
  DeclaredValue: 200,
  CodAmount: 150,
  Reference: 'PO-1042',
};

export const WEBHOOK_BODY = {
  Url: 'https://shop.example.com/webhooks/saqr',
  Events: ['shipment.status_changed', 'shipment.delivered', 'shipment.exception'],
  Description: 'Order system',
};

export const TEST_SCAN_BODY = { StatusCode: 'OUT_FOR_DELIVERY', Location: 'Abu Dhabi hub' };

const json = (v: unknown) => JSON.stringify(v, null, 2);
const indent = (text: string) => text.replace(/\n/g, '\n  ');
const AUTH = '-H "Authorization: Bearer $SAQR_KEY"';
const post = (path: string, body: unknown, extra = '') =>
  `curl -s "$SAQR_API${path}" \\\n  ${AUTH} \\\n  -H "Content-Type: application/json" \\\n${extra}  -d '${indent(json(body))}'`;

export const CODE = {
  setup: `# A test key from the portal (API & Webhooks), and the API's address
export SAQR_KEY="sk_test_…"
export SAQR_API="${site.url}/api/v1"`,

  quote: `# Which services can take this parcel, and at what price
${post('/rates', RATES_BODY)}`,

  quoteAnswer: `{
  "data": {
    "Route": { "Scope": "Domestic", "OriginCity": "DXB", "DestinationCity": "AUH", … },
    "Rates": [
      {
        "ServiceTypeId": "${SERVICE_TYPE_ID_PLACEHOLDER}",
        "ServiceCode": "NDD",
        "ServiceName": "Next Day Delivery",
        "TransitTime": "1–2 days",
        "Charges": { …, "Total": 31.5, "Currency": "AED" }
      },
      …
    ],
    "Unavailable": []
  }
}`,

  create: `# The ServiceTypeId is the one you chose from the quote.
# Idempotency-Key: your own id for this request (an order number is ideal).
${post('/shipments', SHIPMENT_BODY, `  -H "Idempotency-Key: ${EXAMPLE_IDEMPOTENCY_KEY}" \\\n`)}`,

  createAnswer: `HTTP/1.1 201 Created
X-Request-Id: req_5f2b9c1e8a7d4f6b9e0c3a1d2b4c6e8f
RateLimit-Limit: 300
RateLimit-Remaining: 298
RateLimit-Reset: 41

{
  "data": {
    "AirWayBillNo": "${EXAMPLE_AWB}",
    "Status": "CREATED",
    "ServiceCode": "NDD",
    "Receiver": { "Name": "Omar Khalid", "City": "Abu Dhabi", … },
    "Charges": { …, "Total": 31.5, "Currency": "AED" },
    …
  },
  "message": "Airway bill ${EXAMPLE_AWB} created."
}`,

  label: `# PDF: an A4 page (size=a4) or a 4x6 in label per piece (size=4x6)
curl -s "$SAQR_API/shipments/${EXAMPLE_AWB}/label?format=pdf&size=4x6" \\
  ${AUTH} -o ${EXAMPLE_AWB}.pdf

# ZPL for a Zebra-compatible thermal printer (4x6 in, 203 dpi, a label per piece)
curl -s "$SAQR_API/shipments/${EXAMPLE_AWB}/label?format=zpl" \\
  ${AUTH} -o ${EXAMPLE_AWB}.zpl

# Send it to a networked printer's raw port, or through CUPS as a raw job
nc -q 1 192.168.1.50 9100 < ${EXAMPLE_AWB}.zpl
lp -d zebra -o raw ${EXAMPLE_AWB}.zpl`,

  track: `curl -s "$SAQR_API/tracking/${EXAMPLE_AWB}" ${AUTH}

# The whole shipment (parties, pieces, charges, status)
curl -s "$SAQR_API/shipments/${EXAMPLE_AWB}" ${AUTH}`,

  error: `HTTP/1.1 400 Bad Request
X-Request-Id: req_0c3a1d2b4c6e8f5f2b9c1e8a7d4f6b9e

{
  "error": {
    "code": "AWB_NUMBER_FORMAT",
    "message": "An airway bill number is 11 digits.",
    "field": "awb"
  },
  "request_id": "req_0c3a1d2b4c6e8f5f2b9c1e8a7d4f6b9e"
}`,

  rateLimited: `HTTP/1.1 429 Too Many Requests
RateLimit-Limit: 300
RateLimit-Remaining: 0
RateLimit-Reset: 17
RateLimit-Policy: 300;w=60
Retry-After: 17`,

  pagination: `# The first page: newest first, up to 100 a page
curl -s "$SAQR_API/shipments?limit=50" ${AUTH}

# { "data": [ … ], "has_more": true, "next_cursor": "eyJ0IjoiMjAyNi0xMS0yM1Q…" }

# The next page: the cursor exactly as it was given
curl -s "$SAQR_API/shipments?limit=50&cursor=eyJ0IjoiMjAyNi0xMS0yM1Q…" ${AUTH}`,

  subscribe: `${post('/webhooks', WEBHOOK_BODY)}

# The answer shows the signing secret once: keep it with your other secrets.
# "Secret": "whsec_…"`,

  testScan: `# Test keys only: move one of your sandbox shipments along, as a courier's scan would
${post(`/test/shipments/${EXAMPLE_AWB}/scan`, TEST_SCAN_BODY)}`,

  payload: `POST /webhooks/saqr HTTP/1.1
Content-Type: application/json
User-Agent: SaqrExpress-Webhooks/1
Saqr-Event-Id: 6f0c1a8e-2b7d-4c3e-9f5a-1d2e3f4a5b6c
Saqr-Event-Type: shipment.delivered
Saqr-Delivery-Attempt: 1
Saqr-Signature: t=1795420800,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd

{
  "id": "6f0c1a8e-2b7d-4c3e-9f5a-1d2e3f4a5b6c",
  "type": "shipment.delivered",
  "created_at": "2026-11-24T10:40:00.000Z",
  "livemode": true,
  "data": {
    "object": {
      "AirWayBillNo": "${EXAMPLE_AWB}",
      "Status": "DELIVERED",
      "StatusLabel": "Delivered",
      "Reference": "PO-1042",
      …
    }
  }
}`,

  nodeVerify: `const crypto = require('node:crypto');

/**
 * True when the Saqr-Signature header was made with your secret over this
 * exact body, less than five minutes ago. rawBody: the bytes you received
 * (a Buffer or string), before any JSON parsing.
 */
function verifySaqrSignature(header, rawBody, secret, toleranceSeconds = 300, now = Date.now()) {
  if (typeof header !== 'string') return false;
  let timestamp = null;
  const signatures = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1') signatures.push(value); // one per secret during a rotation
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(Math.floor(now / 1000) - timestamp) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(\`\${timestamp}.\`).update(rawBody).digest();
  return signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}`,

  nodeServer: `// Express: read the body raw on this route, check it, answer at once.
const express = require('express');
const app = express();
const seen = new Set(); // use your database in production

app.post('/webhooks/saqr', express.raw({ type: 'application/json' }), (req, res) => {
  if (!verifySaqrSignature(req.get('Saqr-Signature'), req.body, process.env.SAQR_WEBHOOK_SECRET)) {
    return res.status(400).send('Bad signature');
  }
  const event = JSON.parse(req.body.toString('utf8'));
  res.sendStatus(200);
  if (seen.has(event.id)) return; // a retry of an event already handled
  seen.add(event.id);
  // event.type, event.data.object: update your order here
});

app.listen(3000);`,

  phpVerify: `<?php
/**
 * True when the Saqr-Signature header was made with your secret over this
 * exact body, less than five minutes ago.
 */
function saqr_verify_signature(string $header, string $payload, string $secret, int $tolerance = 300, ?int $now = null): bool
{
    $timestamp = null;
    $signatures = [];
    foreach (explode(',', $header) as $part) {
        $pair = explode('=', trim($part), 2);
        if (count($pair) !== 2) {
            continue;
        }
        if ($pair[0] === 't' && ctype_digit($pair[1])) {
            $timestamp = (int) $pair[1];
        } elseif ($pair[0] === 'v1') {
            $signatures[] = $pair[1]; // one per secret during a rotation
        }
    }
    if ($timestamp === null || count($signatures) === 0) {
        return false;
    }
    if (abs(($now ?? time()) - $timestamp) > $tolerance) {
        return false;
    }
    $expected = hash_hmac('sha256', $timestamp . '.' . $payload, $secret);
    foreach ($signatures as $signature) {
        if (hash_equals($expected, $signature)) {
            return true;
        }
    }
    return false;
}`,

  phpServer: `<?php
// webhooks/saqr.php
require __DIR__ . '/saqr_verify_signature.php';

$payload = file_get_contents('php://input');
$header = $_SERVER['HTTP_SAQR_SIGNATURE'] ?? '';
if (!saqr_verify_signature($header, $payload, getenv('SAQR_WEBHOOK_SECRET'))) {
    http_response_code(400);
    exit('Bad signature');
}
$event = json_decode($payload, true);
http_response_code(200);
// Skip $event['id'] if you have handled it before (a retry), then update your order:
// $event['type'], $event['data']['object']`,
} as const;

export type CodeName = keyof typeof CODE;
