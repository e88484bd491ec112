// Which shipments can be followed (issue 16): a module with no imports, so the
// tracking results can ask without loading the follow form's schema
// (yup, libphonenumber-js): lib/schemas/follow.ts re-exports it.

/**
 * A shipment in one of these has nothing left to tell: it cannot be followed
 * (the tracking page shows no "Get updates", the API answers 409).
 */
export const FOLLOW_FINISHED_STATUSES: readonly string[] = ['DELIVERED', 'RETURNED', 'CANCELLED'];

export const canFollow = (statusCode: string | null | undefined): boolean => !!statusCode && !FOLLOW_FINISHED_STATUSES.includes(statusCode);
