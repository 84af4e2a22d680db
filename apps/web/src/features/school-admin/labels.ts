import type {
  ClassStatus,
  ClassStatusAction,
  GradeKey,
  GradeStatusAction,
  JoinChannel,
  MembershipStatus,
} from '@atelier/contracts';
import type { MessageId } from '@atelier/i18n';

/** Message ids of the values the API answers as keys (spec section 9's grade names, statuses). */

export const GRADE_NAME: Record<GradeKey, MessageId> = {
  'kindergarten-start': 'schoolAdmin.grade.kindergarten-start',
  preparatory: 'schoolAdmin.grade.preparatory',
  'grade-1': 'schoolAdmin.grade.grade-1',
  'grade-2': 'schoolAdmin.grade.grade-2',
  'grade-3': 'schoolAdmin.grade.grade-3',
  'grade-4': 'schoolAdmin.grade.grade-4',
  'grade-5': 'schoolAdmin.grade.grade-5',
};

export const CLASS_STATUS_NAME: Record<ClassStatus, MessageId> = {
  'in-use': 'schoolAdmin.status.in-use',
  suspended: 'schoolAdmin.status.suspended',
  terminated: 'schoolAdmin.status.terminated',
};

export const MEMBERSHIP_STATUS_NAME: Record<MembershipStatus, MessageId> = {
  active: 'schoolAdmin.membership.active',
  suspended: 'schoolAdmin.membership.suspended',
  removed: 'schoolAdmin.membership.removed',
};

export const JOIN_CHANNEL_NAME: Record<JoinChannel, MessageId> = {
  seed: 'schoolAdmin.via.seed',
  manager: 'schoolAdmin.via.manager',
  link: 'schoolAdmin.via.link',
  email: 'schoolAdmin.via.email',
  move: 'schoolAdmin.via.move',
  registration: 'schoolAdmin.via.registration',
};

export const CLASS_ACTION_LABEL: Record<ClassStatusAction, MessageId> = {
  suspend: 'schoolAdmin.action.suspend',
  activate: 'schoolAdmin.action.activate',
  disable: 'schoolAdmin.action.disable',
  enable: 'schoolAdmin.action.enable',
};

export const CLASS_ACTION_DONE: Record<ClassStatusAction, MessageId> = {
  suspend: 'schoolAdmin.classes.suspended',
  activate: 'schoolAdmin.classes.activated',
  disable: 'schoolAdmin.classes.disabled',
  enable: 'schoolAdmin.classes.enabled',
};

export const GRADE_ACTION_LABEL: Record<GradeStatusAction, MessageId> = {
  disable: 'schoolAdmin.action.disable',
  enable: 'schoolAdmin.action.enable',
};
