import type { ClassStatus, MembershipStatus } from '@atelier/contracts';
import { useIntl } from 'react-intl';
import { CLASS_STATUS_NAME, MEMBERSHIP_STATUS_NAME } from '../labels';
import styles from './school-admin.module.css';

const CLASS_TONE: Record<ClassStatus, string> = {
  'in-use': 'good',
  suspended: 'paused',
  terminated: 'off',
};
const MEMBER_TONE: Record<MembershipStatus, string> = {
  active: 'good',
  suspended: 'paused',
  removed: 'off',
};

/** A status in words (never by colour alone). */
export function StatusBadge(
  props: { kind: 'class'; status: ClassStatus } | { kind: 'member'; status: MembershipStatus },
) {
  const intl = useIntl();
  const [label, tone] =
    props.kind === 'class'
      ? [CLASS_STATUS_NAME[props.status], CLASS_TONE[props.status]]
      : [MEMBERSHIP_STATUS_NAME[props.status], MEMBER_TONE[props.status]];
  return (
    <span className={styles.badge} data-tone={tone}>
      {intl.formatMessage({ id: label })}
    </span>
  );
}
