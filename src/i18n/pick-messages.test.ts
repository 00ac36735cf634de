import { describe, expect, it } from 'vitest';
import { pickMessages } from './pick-messages';

const messages = {
  Shell: { menuOpen: 'Open menu' },
  Forms: { name: 'Name', errors: { required: 'Required' } },
  Calculator: { attachment: { label: 'Attached estimate' }, result: { weeks: '{low}–{high} weeks', none: 'None' } },
};

describe('pickMessages', () => {
  it('keeps whole namespaces and leaves the others out', () => {
    expect(pickMessages(messages, ['Forms'])).toEqual({ Forms: messages.Forms });
  });

  it('keeps only the named parts of a namespace, under their full path', () => {
    expect(pickMessages(messages, ['Forms', 'Calculator.attachment', 'Calculator.result.weeks'])).toEqual({
      Forms: messages.Forms,
      Calculator: { attachment: { label: 'Attached estimate' }, result: { weeks: '{low}–{high} weeks' } },
    });
  });

  it('refuses a path that names no message, so a renamed namespace cannot silently leave a page without text', () => {
    expect(() => pickMessages(messages, ['Calculator.missing'])).toThrow('Calculator.missing');
    expect(() => pickMessages(messages, ['Shell.menuOpen.deeper'])).toThrow();
  });
});
