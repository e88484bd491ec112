// The package and amount limits of lib/schemas/rates.ts, apart from its yup
// rules: a screen that only shows a limit (the pieces list's "Add a piece",
// the pricing explainer) imports it from here and loads no schema with it.
export const MAX_PIECES = 50;
export const MAX_PIECE_KG = 1000;
export const MAX_DIMENSION_CM = 300;
export const MAX_COD_AED = 100_000;
export const MAX_DECLARED_AED = 1_000_000;
/** Volumetric divisor in cm³ per kg (the industry's 5000). */
export const VOLUMETRIC_DIVISOR = 5000;
