// A 400 from the courier API names fields the way yup does; applyFieldErrors
// (components/ui/notify.ts) turns `Pieces[0].Weight` into `Pieces.0.Weight`
// and asks this which names the booking form has: the rest go to the toast.

const PARTY = ['Name', 'Company', 'Phone', 'Email', 'AddressLine1', 'AddressLine2', 'City'];
const TOP = ['PickupDate', 'PickupWindowStart', 'PickupWindowEnd', 'ServiceTypeId', 'Pieces', 'Contents', 'DeclaredValue', 'CodAmount', 'Reference', 'SpecialInstructions'];
const KNOWN = new Set([...TOP, ...PARTY.flatMap((f) => [`Sender.${f}`, `Receiver.${f}`]), 'Receiver.Country']);
const PIECE = /^Pieces\.\d+(\.(Weight|Length|Width|Height))?$/;

/** Whether the booking form has a field of this (react-hook-form) name. */
export const isBookingField = (name: string) => KNOWN.has(name) || PIECE.test(name);
