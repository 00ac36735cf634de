'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ComponentProps, ComponentType } from 'react';
import { ApplicationForm } from './ApplicationForm';
import { ContactForm } from './ContactForm';
import type { Locale } from '@/i18n/locales';

type WithMessages<P> = P & { locale: Locale; messages: AbstractIntlMessages };

/** A form with the messages it uses: the only place the message library reaches the browser, outside the calculator. */
function withMessages<P extends object>(Form: ComponentType<P>) {
  return function FormWithMessages({ messages, ...props }: WithMessages<P>) {
    return (
      // The forms format no dates; a fixed zone keeps the library from guessing one per environment.
      <NextIntlClientProvider locale={props.locale} messages={messages} timeZone="Europe/Berlin">
        <Form {...(props as unknown as P)} />
      </NextIntlClientProvider>
    );
  };
}

export const ContactFormWithMessages = withMessages<ComponentProps<typeof ContactForm>>(ContactForm);
export const ApplicationFormWithMessages = withMessages<ComponentProps<typeof ApplicationForm>>(ApplicationForm);
