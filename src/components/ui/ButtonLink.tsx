import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './ButtonLink.module.css';

type ButtonLinkProps = ComponentProps<typeof Link> & { variant?: 'primary' | 'secondary' | 'ghost' };

export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} />;
}
