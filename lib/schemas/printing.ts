// Printing airway bills (AirwayBillPDFFormat, AirwayBillBatchPDFFormat) and
// the print button's layout choice. docs/api/shipping.md, "Printing".
import * as yup from 'yup';
import { str } from './common';

import { MAX_PRINT_AWBS, PRINT_LAYOUTS } from './print-layouts';

export { MAX_PRINT_AWBS, PRINT_LAYOUT_NAMES, PRINT_LAYOUTS, type PrintLayout } from './print-layouts';

const layout = () =>
  str('Layout')
    .required('Layout is required.')
    .oneOf([...PRINT_LAYOUTS], `Layout must be one of ${PRINT_LAYOUTS.join(', ')}.`);

/** An airway bill number: 11 digits (docs/decisions.md, "Tracking numbers"). */
export const airwayBillNo = str('Airway bill number')
  .required('Airway bill number is required.')
  .matches(/^\d{11}$/, { message: 'Each airway bill number must be 11 digits.', excludeEmptyString: true });

export const printAwbSchema = yup.object({
  AirWayBillNo: yup
    .array()
    .typeError('AirWayBillNo must be a list of airway bill numbers.')
    .of(airwayBillNo)
    .min(1, 'Please choose at least one airway bill to print.')
    .max(MAX_PRINT_AWBS, `You can print up to ${MAX_PRINT_AWBS} airway bills at a time.`)
    .required('Please choose at least one airway bill to print.'),
  Layout: layout(),
});
export type PrintAwbRequest = yup.InferType<typeof printAwbSchema>;

export const printBatchSchema = yup.object({
  BatchNo: str('Batch number')
    .required('Batch number is required.')
    .max(40, 'Batch number must be at most 40 characters.')
    .matches(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
      message: 'Batch number may contain only letters, digits, hyphens and underscores.',
      excludeEmptyString: true,
    }),
  Layout: layout(),
});
export type PrintBatchRequest = yup.InferType<typeof printBatchSchema>;
