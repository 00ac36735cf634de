'use client';

import dynamic from 'next/dynamic';

// Each form's code is loaded where the form is rendered: a page that only prefetches a link to a form page loads
// none of it (prefetching loads a route's own client components, which these loaders are). The server still renders
// each form in place, so it works without JavaScript.
export const ContactForm = dynamic(() => import('./FormsWithMessages').then((module) => module.ContactFormWithMessages));
export const ApplicationForm = dynamic(() => import('./FormsWithMessages').then((module) => module.ApplicationFormWithMessages));
export const EstimateForm = dynamic(() => import('./FormsWithMessages').then((module) => module.EstimateFormWithMessages));
