import type { Action } from '@/content/sections';
import { Link } from '@/i18n/Link';

/** A sentence and the link that answers it: "Not sure about the budget yet? Estimate the cost with …". */
export function LinkLine({ text, link, className }: { text: string; link: Action; className?: string }) {
  return (
    <p className={className}>
      {text} <Link href={link.href}>{link.label}</Link>
    </p>
  );
}
