import * as yup from 'yup';
import { MAX_TRACKING_NUMBERS } from '@/lib/tracking-input';
import { str } from './common';

export { MAX_TRACKING_NUMBERS, splitTrackingInput, TRACKING_TYPES, type TrackingType } from '@/lib/tracking-input';

/** One tracking number: airway bill, customer reference or booking number. */
export const trackingNumber = str('Each tracking number')
  .required('Please Enter Tracking Id')
  .max(40, 'A tracking number is at most 40 characters.')
  .matches(/^[A-Za-z0-9][A-Za-z0-9/_.-]*$/, {
    message: 'A tracking number may contain only letters, digits, dots, slashes, hyphens and underscores.',
    excludeEmptyString: true,
  });

export const trackingRequestSchema = yup.object({
  TrackingAWB: yup
    .array()
    .typeError('TrackingAWB must be a list of { AirWayBillNo }.')
    .of(
      yup
        .object({ AirWayBillNo: trackingNumber })
        .typeError('Each TrackingAWB item must be an object with AirWayBillNo.')
        .required(),
    )
    .min(1, 'Please Enter Tracking Id')
    .max(MAX_TRACKING_NUMBERS, `You can track up to ${MAX_TRACKING_NUMBERS} numbers at a time.`)
    .required('Please Enter Tracking Id'),
});
export type TrackingRequest = yup.InferType<typeof trackingRequestSchema>;
