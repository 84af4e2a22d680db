/** invitations messages, English source; zh and fr must have the same keys. */
export const invitationsEn = {
  'invitations.title': 'Invitation',
  // Invitation mails and server-side refusals (API)
  'invitations.mail.student.subject': 'Join the class {className} at {schoolName}',
  'invitations.mail.student.body':
    'Hello,\n\n{schoolName} invites you to join the class {className} on {product}.\n\nOpen this link to join: {link}\n\nIf you have no account yet, you can create one on the way. The link works for {days} days and only once.\n\nIf you did not expect this invitation, you can ignore this e-mail.\n\nThe {product} team',
  'invitations.mail.teacher.subject': '{schoolName} invites you to teach on {product}',
  'invitations.mail.teacher.body':
    'Hello,\n\n{schoolName} invites you to join its teachers on {product}.\n\nOpen this link to accept: {link}\n\nIf you have no teacher account yet, you can create one on the way, with this e-mail address. The link works for {days} days and only once.\n\nIf you did not expect this invitation, you can ignore this e-mail.\n\nThe {product} team',
  'invitations.validation.notStudentEmail':
    'This address belongs to a teacher or school account: only students can join a class.',
  'invitations.validation.notTeacherEmail':
    'This address belongs to a student or school account: only teachers can be invited.',
  'invitations.validation.alreadyTeacherHere': 'This teacher already belongs to your school.',
  // Web: join page, invite link, invite dialogs and plan card (apps/web features/invitations)
  'invitations.cancel': 'Cancel',
  'invitations.sending': 'Sending…',
  'invitations.join.titleClass': 'Join the class {className}',
  'invitations.join.titleSchool': 'Join {school}',
  'invitations.join.expiredTitle': 'This invitation can no longer be used',
  'invitations.join.school': 'School',
  'invitations.join.class': 'Class',
  'invitations.join.for': 'Invitation for',
  'invitations.join.loggedOut':
    'To accept it, log in with your {role} account, or create one: you will come back here to join.',
  'invitations.join.logIn': 'Log in to join',
  'invitations.join.register': 'Create an account',
  'invitations.join.joinClass': 'Join {className}',
  'invitations.join.joinSchool': 'Join {school}',
  'invitations.join.joining': 'Joining…',
  'invitations.join.joinedClass': 'Welcome! You have joined the class {className}.',
  'invitations.join.joinedSchool': 'Welcome! You have joined {school}.',
  'invitations.join.wrongRole':
    'You are logged in with a {current} account; this invitation is for a {invited} account. Log out, then open the link again.',
  'invitations.join.toCentre': 'Go to my space',
  'invitations.join.home': 'Go to the home page',
  'invitations.link.title': 'Invite link',
  'invitations.link.lead':
    'Students who open this link join the class (they can create an account on the way).',
  'invitations.link.badge.notActivated': 'Not activated',
  'invitations.link.badge.activated': 'Activated',
  'invitations.link.badge.switchedOff': 'Switched off',
  'invitations.link.badge.expired': 'Expired',
  'invitations.link.state.notActivated': 'Switch the link on to share it.',
  'invitations.link.state.activated': 'The link works until {date}.',
  'invitations.link.state.switchedOff':
    'Nobody can join with this link until you switch it on again.',
  'invitations.link.state.expired':
    'The link has expired: this invite link is no longer valid. Create a new link to invite students.',
  'invitations.link.address': 'Link to share',
  'invitations.link.copy': 'Copy the link',
  'invitations.link.copied': 'The link has been copied.',
  'invitations.link.copyFailed':
    'The link could not be copied. It is selected: press Ctrl+C (or ⌘+C) to copy it.',
  'invitations.link.switchOn': 'Switch the link on',
  'invitations.link.switchOff': 'Switch the link off',
  'invitations.link.regenerate': 'Create a new link',
  'invitations.link.regenerate.title': 'Create a new link?',
  'invitations.link.regenerate.body':
    'The current link stops working at once: anyone who has it can no longer join. The new link starts switched off.',
  'invitations.link.regenerate.confirm': 'Create the new link',
  'invitations.link.loadFailed': 'The invite link could not be loaded.',
  'invitations.emails.title': 'Invite students by e-mail',
  'invitations.emails.label': 'E-mail addresses',
  'invitations.emails.hint':
    'One per line, or separated by commas or semicolons; up to {max} at a time. Each address gets an e-mail with a link to join the class.',
  'invitations.emails.problems': 'Please correct these addresses:',
  'invitations.emails.addressProblem': '{address}: {message}',
  'invitations.emails.send': 'Send the invitations',
  'invitations.emails.sent':
    '{count, plural, =0 {No invitation sent.} one {# invitation sent.} other {# invitations sent.}}',
  'invitations.teacher.title': 'Invite a teacher',
  'invitations.teacher.lead':
    'The teacher gets an e-mail with a link to join your school; they can create a teacher account on the way.',
  'invitations.teacher.firstName': 'First name (optional)',
  'invitations.teacher.lastName': 'Family name (optional)',
  'invitations.teacher.send': 'Send the invitation',
  'invitations.teacher.sent': 'Invitation sent to {email}.',
  'invitations.plan.title': 'My plan',
  'invitations.plan.trial': 'Free trial',
  'invitations.plan.trialUntil': 'Free trial until {date}',
  'invitations.plan.subscriber': 'Subscriber',
  'invitations.plan.schoolTeacher': 'School teacher: you follow the plan of {school}',
  'invitations.plan.privateTeacher': 'Private teacher',
  'invitations.plan.schoolMember': 'Member of {school}',
  'invitations.plan.none': 'No plan yet',
  'invitations.plan.badge.active': 'Active',
  'invitations.plan.badge.inactive': 'Not active',
  'invitations.plan.active': 'Your access is open.',
  'invitations.plan.activeUntil': 'Your access is open until {date}.',
  'invitations.plan.endedOn': 'Your access ended on {date}.',
  'invitations.plan.inactive': 'Your access is closed.',
  'invitations.plan.schoolNoAccess':
    'The school or institution has no access. Please contact a local sales agent.',
  'invitations.plan.bonus':
    'Teacher-access bonus: up to {teachers, plural, one {# teacher} other {# teachers}} and {maxStudents} students ({students} used).',
  'invitations.plan.renew': 'Renew',
  'invitations.plan.renewComingSoon':
    'Buying and renewing a plan online is coming soon. Nothing has been charged; your plan stays as it is.',
  'invitations.plan.renewBlocked.schoolPlanValid':
    'Your school’s plan is still valid, so you cannot renew it yourself. To change it, contact your school administrator.',
  'invitations.plan.renewBlocked.manager':
    'Your school’s plan is renewed with a local sales agent. Please contact them.',
  'invitations.plan.renewBlocked.other': 'This account cannot renew a plan itself.',
  'invitations.plan.loadFailed': 'Your plan could not be loaded.',
} as const;
