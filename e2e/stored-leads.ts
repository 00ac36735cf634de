import Database from 'better-sqlite3';
import type { LeadTable } from '@/lib/leads/database';
import { sqliteFile } from '@/lib/leads/database-file';
import { leadsDataDir } from '../playwright.config';

/** The leads the test server stored, newest last (read straight from its embedded database). */
export function storedLeads() {
  const db = new Database(sqliteFile(leadsDataDir), { readonly: true, fileMustExist: true });
  try {
    const columns = 'kind, locale, page, name, email, fields, attachment_name, length(attachment) AS attachment_size, attribution';
    type Row = Pick<LeadTable, 'kind' | 'locale' | 'page' | 'name' | 'email' | 'fields' | 'attachment_name' | 'attribution'> & { attachment_size: number | null };
    return db.prepare(`SELECT ${columns} FROM leads ORDER BY created_at`).all() as Row[];
  } finally {
    db.close();
  }
}

export const storedLead = (email: string) => storedLeads().find((lead) => lead.email === email);
