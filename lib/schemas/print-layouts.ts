// The print layouts and the per-request limit of lib/schemas/printing.ts, apart
// from its yup rules: the print buttons only show them, and a page that prints
// loads no schema with them (issue 12).
export const PRINT_LAYOUTS = ['A4', 'Label4x6'] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];
export const PRINT_LAYOUT_NAMES: Record<PrintLayout, string> = { A4: 'A4 page', Label4x6: '4×6 in label' };

/** One request prints at most this many airway bills. */
export const MAX_PRINT_AWBS = 100;
