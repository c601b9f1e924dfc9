// Shared sample data of the file generator tests. Carrier and company names are fictional.
import type { LabelAddress, LabelContent } from '../../sandbox/files/label-content';

export const SAMPLE_SENDER: LabelAddress = {
  name: 'Sandbox Warehouse',
  street1: '215 Clayton St.',
  city: 'San Francisco',
  state: 'CA',
  zip: '94117',
  country: 'US',
};

export const SAMPLE_RECIPIENT: LabelAddress = {
  name: 'Mr. Hippo Zürich',
  street1: '965 Mission St #572',
  city: 'San Francisco',
  state: 'CA',
  zip: '94103',
  country: 'US',
};

/** A test-mode label with a 22-digit tracking number (all digits: code set C). */
export const SAMPLE_LABEL: LabelContent = {
  trackingNumber: '9400111899223197428490',
  carrierName: 'Parcelwise',
  serviceLevelName: 'Priority',
  from: SAMPLE_SENDER,
  to: SAMPLE_RECIPIENT,
  weight: '2.5',
  massUnit: 'lb',
  reference: 'Order #1001',
  test: true,
};

/** Bit-by-bit CRC-32, independent of the PNG encoder's table-driven one. */
export function referenceCrc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}
