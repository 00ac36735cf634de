import { parseRecord, readConsentCookie, serializeConsentCookie, type ConsentRecord } from '@/lib/consent/consent-record';

/** The consent record this browser keeps, as far as it can be read. */
export function readStoredRecord() {
  return parseRecord(readConsentCookie(document.cookie));
}

/** Whether the browser kept the record: one that blocks cookies drops it silently. */
export function writeRecord(record: ConsentRecord): boolean {
  document.cookie = serializeConsentCookie(record, location.protocol === 'https:');
  return readStoredRecord()?.consentDate === record.consentDate;
}
