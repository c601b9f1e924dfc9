/*
 * Rules of a shipment request that the sandbox applies when it checks a batch shipment, and that
 * BatchUploader's preview applies to each row in its worker before anything is sent: one
 * definition, so "Ready" in the preview means the API will accept the row (issue 25). A parcel's
 * decimals follow the one decimal rule of `src/lib/decimal` (`isPositiveApiDecimal`).
 *
 * It lives in the API layer, beside the schemas it reads; `scripts/eslint-layers.js` makes it a
 * layer of its own that the sandbox and the blocks may import at run time (the rest of `src/api`
 * stays types-only for the blocks). Pure: zod/mini schemas of the API and the postcode table, no
 * React, no network.
 */
import * as z from 'zod/mini';
import { isValidPostalCode, normalisePostalCode } from '../lib/postal-codes';
import { CustomsDeclarationInputSchema } from './resources/customs';

/** Whether a postcode is one the country writes, once formatted as the API formats it ("94117-1234"). */
export function acceptsPostalCode(country: string, value: string): boolean {
  return isValidPostalCode(country, normalisePostalCode(country, value));
}

/** Whether a shipment crosses a border, so its label needs a customs declaration. */
export function isInternational(fromCountry: string, toCountry: string): boolean {
  return fromCountry.trim().toUpperCase() !== toCountry.trim().toUpperCase();
}

/**
 * The paths (`items.0.net_weight`, `certify_signer`) of what the API refuses in a customs
 * declaration given inline with a shipment: the API's own schema, so the preview and the API
 * agree. An empty list: the declaration is accepted.
 */
export function customsDeclarationIssues(declaration: unknown): Array<readonly PropertyKey[]> {
  const result = z.safeParse(CustomsDeclarationInputSchema, declaration);
  return result.success ? [] : result.error.issues.map((issue) => issue.path);
}
