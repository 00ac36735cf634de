import { parseRecord, readConsentCookie, serializeConsentCookie, type ConsentRecord } from '@/lib/consent/consent-record';

/** The consent record this browser keeps, as far as it can be read. */
export function readStoredRecord() {
  return parseRecord(readConsentCookie(document.cookie));
}

export function writeRecord(record: ConsentRecord) {
  document.cookie = serializeConsentCookie(record, location.protocol === 'https:');
}
