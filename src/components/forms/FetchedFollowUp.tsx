'use client';

import { useEffect, useState } from 'react';
import { followUpPath, type EnquiryFollowUp as FollowUp } from '@/lib/leads/follow-up';
import { EnquiryFollowUp } from './EnquiryFollowUp';
import type { Locale } from '@/i18n/locales';

/**
 * The follow-up of an enquiry sent with JavaScript, fetched once it has gone (a static file per language and project
 * type), so that no page carries it beforehand. If it cannot be fetched, the thanks stands alone.
 */
export function FetchedFollowUp({ locale, projectType }: { locale: Locale; projectType: string | undefined }) {
  const [followUp, setFollowUp] = useState<FollowUp>();
  useEffect(() => {
    let current = true;
    fetch(followUpPath(locale, projectType))
      .then((response) => (response.ok ? (response.json() as Promise<FollowUp>) : undefined))
      .then((loaded) => current && setFollowUp(loaded))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [locale, projectType]);
  return followUp ? <EnquiryFollowUp followUp={followUp} headingLevel={3} /> : null;
}
