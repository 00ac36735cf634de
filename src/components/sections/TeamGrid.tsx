import type { Person } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import styles from './TeamGrid.module.css';

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TeamGrid({ members }: { members: Person[] }) {
  return (
    <ul className={styles.grid} style={cardGridStyle(members.length, [2, 3, 4])}>
      {members.map((member) => (
        <li key={member.name} className={styles.member}>
          <span className={styles.avatar} aria-hidden="true">
            {initials(member.name)}
          </span>
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
