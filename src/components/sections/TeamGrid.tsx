import type { Person } from '@/content/sections';
import { cardGridStyle } from '@/components/ui/card-grid';
import { Picture } from '@/components/ui/Picture';
import styles from './TeamGrid.module.css';

/** The people of a section, each with a drawn portrait beside the name (which says who it is, so the picture stays silent). */
export function TeamGrid({ members }: { members: Person[] }) {
  return (
    <ul className={styles.grid} style={cardGridStyle(members.length, [2, 3, 4])}>
      {members.map((member) => (
        <li key={member.name} className={styles.member}>
          {member.portrait && <Picture picture={{ ...member.portrait, alt: '' }} className={styles.portrait} />}
          <h3 className={styles.name}>{member.name}</h3>
          <p className={styles.role}>{member.role}</p>
          <p className={styles.bio}>{member.bio}</p>
        </li>
      ))}
    </ul>
  );
}
