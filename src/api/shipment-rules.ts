/*
 * Rules of a shipment request that the sandbox applies when it checks a batch shipment, and that
 * BatchUploader's preview applies to each row in its worker before anything is sent: one
 * definition, so "Ready" in the preview means the API will accept the row (issue 25).
 *
 * It lives in the API layer because that is the one layer both may import at run time (the
 * sandbox imports `src/api`, never React; components reach it through `src/queries/shipment-rules`).
 * Pure: zod/mini schemas of the API and the postcode table, no React, no network.
 */
import * as z from 'zod/mini';
import { isValidPostalCode, normalisePostalCode } from '../lib/postal-codes';
import { CustomsDeclarationInputSchema } from './resources/customs';

/** A parcel's weight or dimension: a decimal written with digits and a dot, greater than zero. */
export function isPositiveDecimal(value: string): boolean {
  return /^\d+(\.\d+)?$/.test(value.trim()) && Number(value) > 0;
}

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
