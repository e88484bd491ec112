// A 400 from the courier API names fields the way yup does (`Receiver.City`,
// `Pieces[0].Weight`); react-hook-form names them with dots (`Pieces.0.Weight`).

const PARTY = ['Name', 'Company', 'Phone', 'Email', 'AddressLine1', 'AddressLine2', 'City'];
const TOP = [
  'PickupDate',
  'PickupWindowStart',
  'PickupWindowEnd',
  'ServiceTypeId',
  'Pieces',
  'Contents',
  'DeclaredValue',
  'CodAmount',
  'Reference',
  'SpecialInstructions',
];

const KNOWN = new Set([...TOP, ...PARTY.map((f) => `Sender.${f}`), ...PARTY.map((f) => `Receiver.${f}`), 'Receiver.Country']);
const PIECE = /^Pieces\.\d+(\.(Weight|Length|Width|Height))?$/;

/** The form's name for a field the API named, or null when the form has no such field. */
export function formPath(apiPath: string): string | null {
  const path = apiPath.replace(/\[(\d+)\]/g, '.$1');
  return KNOWN.has(path) || PIECE.test(path) ? path : null;
}

/** Splits the API's field errors into those a field can show and those only a toast can. */
export function splitServerErrors(errors: Record<string, string> | undefined): {
  fields: Array<[string, string]>;
  other: string[];
} {
  const fields: Array<[string, string]> = [];
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const path = formPath(key);
    if (path) fields.push([path, message]);
    else other.push(message);
  }
  return { fields, other };
}
