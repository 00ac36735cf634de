import type { Action } from '@/content/sections';
import { ButtonLink } from './ButtonLink';

interface ActionLinksProps {
  primary?: Action;
  secondary?: Action;
  /** `inverse` on coloured backgrounds. */
  primaryVariant?: 'primary' | 'inverse';
}

/** A section's primary and secondary calls to action from content. */
export function ActionLinks({ primary, secondary, primaryVariant = 'primary' }: ActionLinksProps) {
  return (
    <>
      {primary && (
        <ButtonLink href={primary.href} hash={primary.hash} variant={primaryVariant}>
          {primary.label}
        </ButtonLink>
      )}
      {secondary && (
        <ButtonLink href={secondary.href} hash={secondary.hash} variant="secondary">
          {secondary.label}
        </ButtonLink>
      )}
    </>
  );
}
