import type { MessageId } from '@atelier/i18n';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { AdminRights } from '../admin-rights';
import type { AdminRole } from '../hooks/use-admin-viewer';
import styles from './school-admin.module.css';

type Section = 'centre' | 'grades' | 'classes' | 'teachers' | 'students';

const SECTIONS: { section: Section; label: MessageId; shown(rights: AdminRights): boolean }[] = [
  { section: 'centre', label: 'schoolAdmin.nav.centre', shown: () => true },
  { section: 'grades', label: 'schoolAdmin.nav.grades', shown: (rights) => rights.manageGrades },
  { section: 'classes', label: 'schoolAdmin.nav.classes', shown: () => true },
  { section: 'teachers', label: 'schoolAdmin.nav.teachers', shown: (rights) => rights.seeTeachers },
  {
    section: 'students',
    label: 'schoolAdmin.nav.students',
    shown: (rights) => rights.seeAllStudents,
  },
];

function hrefOf(role: AdminRole, section: Section): string {
  return section === 'centre' ? `/${role}` : `/${role}/${section}`;
}

/**
 * The administration's sub-navigation (the manager's and the teacher's centres and every admin
 * screen): only the screens the viewer may use. The current one is marked `aria-current`.
 */
export function AdminNav({ role, rights }: { role: AdminRole; rights: AdminRights }) {
  const intl = useIntl();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'schoolAdmin.nav.label' })}>
      <ul>
        {SECTIONS.filter((item) => item.shown(rights)).map((item) => (
          <li key={item.section}>
            <Link
              to={hrefOf(role, item.section)}
              className={styles.navLink}
              activeOptions={{ exact: item.section === 'centre' }}
            >
              {intl.formatMessage({ id: item.label })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
