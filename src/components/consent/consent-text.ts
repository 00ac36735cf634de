import type messages from '../../../messages/en.json';

/** The banner's and the settings panel's copy, handed down as props: the shell's client code loads no i18n library. */
export type ConsentText = (typeof messages)['Consent'];
