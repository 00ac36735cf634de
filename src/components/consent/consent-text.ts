import type { Messages } from '@/i18n/messages';

/** The banner's and the settings panel's copy, handed down as props: the shell's client code loads no i18n library. */
export type ConsentText = Messages['Consent'];
