// The batch's shipments beside the rows they were sent from. Pure.
import type { BatchShipment } from '../../../api/resources/batches';
import type { RowValues } from './parse-batch-csv';

/** A row sent to the batch: its line in the file (`null`: added from the fix dialog of a reloaded batch) and values. */
export interface SentRow {
  line: number | null;
  values: RowValues;
}

/** A batch shipment and its place in the batch (1-based, request order), with its row while the block has it. */
export interface ListedShipment {
  shipment: BatchShipment;
  index: number;
  /** The row it was sent from (not after a reload). */
  sent?: SentRow | undefined;
}

/**
 * The batch's shipments in request order, each with the row it was sent from when the rows still
 * line up with the batch (`sent` holds one row per shipment).
 */
export function listShipments(shipments: readonly BatchShipment[], sent: readonly SentRow[] | null): ListedShipment[] {
  const aligned = sent?.length === shipments.length ? sent : null;
  return shipments.map((shipment, place) => ({ shipment, index: place + 1, sent: aligned?.[place] }));
}

/** The shipments a person can fix or remove before the purchase. */
export function shipmentsToFix(entries: readonly ListedShipment[]): ListedShipment[] {
  return entries.filter(({ shipment }) => shipment.status === 'INVALID' || shipment.status === 'INCOMPLETE');
}

/**
 * The sent rows without the shipments at these places of the batch (0-based), or `null` when the
 * rows no longer line up with the `listed` shipments.
 */
export function withoutPlaces(rows: readonly SentRow[] | null, places: readonly number[], listed: number): SentRow[] | null {
  if (!rows || rows.length !== listed) {
    return null;
  }
  const dropped = new Set(places);
  return rows.filter((_, place) => !dropped.has(place));
}
