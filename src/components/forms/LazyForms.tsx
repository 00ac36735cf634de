'use client';

import dynamic from 'next/dynamic';

// Loaded by the pages that show a form, not by every page of their route: a page's first scripts are those of
// the client components its route may show, and a dynamic import is added only where it is rendered. The server
// still renders each form in place, so it works without JavaScript.
export const ContactForm = dynamic(() => import('./FormsWithMessages').then((module) => module.ContactFormWithMessages));
export const ApplicationForm = dynamic(() => import('./FormsWithMessages').then((module) => module.ApplicationFormWithMessages));
export const EstimateForm = dynamic(() => import('./FormsWithMessages').then((module) => module.EstimateFormWithMessages));
