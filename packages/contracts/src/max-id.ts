// Kept apart from input.ts (zod) so that zod-free checks can use it without pulling zod into a bundle.
/** The largest id a database `integer` column holds; a larger one can name no record. */
export const MAX_ID = 2_147_483_647;
