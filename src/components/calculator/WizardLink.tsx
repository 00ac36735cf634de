import type { ReactNode } from 'react';

interface WizardLinkProps {
  path: string;
  /** The wizard state the link shows, as its address's query. */
  query: string;
  go: (query: string) => void;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A link to another state of the wizard: a real address without JavaScript, a change in place with it. */
export function WizardLink({ path, query, go, children, ...link }: WizardLinkProps) {
  return (
    <a
      href={`${path}?${query}#calculator`}
      onClick={(event) => {
        event.preventDefault();
        go(query);
      }}
      {...link}
    >
      {children}
    </a>
  );
}
