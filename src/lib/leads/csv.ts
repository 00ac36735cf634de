/** Leads as CSV for the agency's spreadsheet: one row per lead, every form's fields as columns. */
import 'server-only';
import { parametersQuery } from './attribution';
import type { Lead } from './store';

const columns: [header: string, value: (lead: Lead) => string | number | undefined][] = [
  ['id', (lead) => lead.id],
  ['received', (lead) => lead.createdAt],
  ['form', (lead) => lead.kind],
  ['language', (lead) => lead.locale],
  ['page', (lead) => lead.page],
  ['name', (lead) => lead.name],
  ['email', (lead) => lead.email],
  ['company', (lead) => lead.fields.company],
  ['phone', (lead) => lead.fields.phone],
  ['project_type', (lead) => lead.fields.projectType],
  ['budget', (lead) => lead.fields.budget],
  ['position', (lead) => lead.fields.position],
  ['profile_url', (lead) => lead.fields.profileUrl],
  ['message', (lead) => lead.fields.message],
  // The calculator's answers, as in its address: add them to /mvp-cost-calculator/app? to see the estimate.
  ['estimate', (lead) => lead.fields.estimate],
  ['cv', (lead) => lead.attachmentName],
  ['delivery', (lead) => lead.status],
  ['delivered_at', (lead) => lead.deliveredAt],
  ['attempts', (lead) => lead.attempts],
  ['last_error', (lead) => lead.lastError],
  // The campaign: the sending page's parameters, and the session's landing (only with marketing consent). Last, so
  // that a sheet reading the export's columns by position finds the earlier ones where they were.
  ['page_parameters', (lead) => parametersQuery(lead.attribution?.page ?? {})],
  ['landing_page', (lead) => lead.attribution?.landing?.path],
  ['landing_parameters', (lead) => lead.attribution?.landing && parametersQuery(lead.attribution.landing.parameters)],
];

/**
 * RFC 4180 quoting of any cell holding a separator (`,`, or `;` for German spreadsheets), a quote or a line break;
 * a cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with '. Control characters other
 * than tab and line breaks (terminal escape sequences) are dropped, so the export is safe to print.
 */
export function csvCell(value: string | number | undefined): string {
  const text = (value === undefined ? '' : String(value)).replace(/[^\P{Cc}\t\r\n]/gu, '');
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",;\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsToCsv(leads: Lead[]): string {
  const rows = [columns.map(([header]) => header), ...leads.map((lead) => columns.map(([, value]) => csvCell(value(lead))))];
  // The byte-order mark makes spreadsheet programs read the file as UTF-8 (umlauts, names in any script).
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}
