// GET v1/shipments/:awb/label: the airway bill as the portal prints it (PDF,
// A4 or 4×6: services/labels/render.ts) or as ZPL for thermal printers
// (services/labels/zpl.ts). The key's account only: another account's
// airway bill is not found.
import { getEnv } from '@/lib/env';
import { awbPath, labelQuery } from '@/lib/schemas/merchant';
import type { Ctx } from '../context';
import { notFound, readQuery } from '../http';
import type { Router } from '../router';
import { AWB_NOT_FOUND } from '../routes/shipments';
import { loadByAwb } from '../services/labels/load-shipments';
import { renderAirwayBills } from '../services/labels/render';
import { renderZpl } from '../services/labels/zpl';
import { keyCaller, readParams } from './common';
import { v1Doc } from './doc';

async function label(c: Ctx) {
  const { account } = keyCaller(c);
  const { awb } = await readParams(c, awbPath);
  const { format, size } = await readQuery(c, labelQuery);
  const { shipments, missing } = await loadByAwb(c.get('deps').db, [awb], account.id);
  if (missing.length) throw notFound(AWB_NOT_FOUND(awb));
  const shaped = { 'x-v1-shaped': '1', 'Cache-Control': 'no-store' };
  const { siteUrl } = getEnv();
  if (format === 'zpl') {
    return c.body(renderZpl(shipments, { siteUrl }), 200, {
      ...shaped,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Disposition': `attachment; filename="awb-${awb}.zpl"`,
    });
  }
  const layout = size === '4x6' ? 'Label4x6' : 'A4';
  const pdf = await renderAirwayBills(shipments, layout, { siteUrl, title: `Airway bill ${awb}` });
  return c.body(new Uint8Array(pdf), 200, {
    ...shaped,
    'Content-Type': 'application/pdf',
    'Content-Disposition': `inline; filename="awb-${awb}.pdf"`,
  });
}

export function labelV1Routes(r: Router) {
  r.get('v1/shipments/:awb/label', { permission: 'Print_Airway_Bill' }, label, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'getShipmentLabel',
      summary: 'Get the label',
      description:
        'The airway bill as a PDF (an A4 page, or a 4×6 in label per piece) or as ZPL for Zebra-compatible thermal printers (4×6 at 203 dpi, a label per piece; the barcode carries the airway bill number).',
      tag: 'Shipments',
      params: awbPath,
      query: labelQuery,
      produces: ['application/pdf', 'text/plain'],
    }),
  });
}
