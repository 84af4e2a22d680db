import {
  inviteStudentsByEmailSchema,
  SCHOOL_ADMIN_LIMITS,
  splitEmailList,
} from '@atelier/contracts';
import { issueMessage, looksLikeMessageId, type LocalisableMessage } from '@atelier/i18n';

/** One problem of the invite-by-e-mail list: the address it is about (null: the whole list). */
export interface EmailListProblem {
  address: string | null;
  message: LocalisableMessage | { text: string };
}

export type EmailListCheck =
  { ok: true; emails: string[] } | { ok: false; problems: EmailListProblem[] };

/** Values a list-level message needs that the schema's issue does not carry. */
const LIST_VALUES: Partial<Record<string, Record<string, number>>> = {
  'schoolAdmin.validation.tooManyEmails': { max: SCHOOL_ADMIN_LIMITS.inviteEmailsMax },
};

/**
 * Checks the textarea of the invite-by-e-mail form as the server will: split with the contracts'
 * `splitEmailList` (lines, commas, semicolons), then `inviteStudentsByEmailSchema`. Each wrong
 * address is named with its own message, in the order typed; duplicates are dropped.
 */
export function checkEmailList(text: string): EmailListCheck {
  const addresses = splitEmailList(text);
  const result = inviteStudentsByEmailSchema.safeParse({ emails: addresses });
  if (result.success) return { ok: true, emails: result.data.emails };
  const problems: EmailListProblem[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const index = issue.path[1];
    const address = typeof index === 'number' ? (addresses[index] ?? null) : null;
    const key = typeof index === 'number' ? `#${index}` : 'list';
    if (seen.has(key)) continue;
    seen.add(key);
    const { id, values } = issueMessage(issue, looksLikeMessageId);
    problems.push({ address, message: { id, values: { ...LIST_VALUES[id], ...values } } });
  }
  return { ok: false, problems };
}

/**
 * The server's field errors of a refused list (`data.fields`: `emails.3` → text, or `emails`)
 * as problems naming the addresses sent.
 */
export function serverEmailProblems(
  fields: Record<string, string>,
  sent: readonly string[],
): EmailListProblem[] {
  return Object.entries(fields).map(([key, text]) => {
    const match = /^emails\.(\d+)/.exec(key);
    const address = match ? (sent[Number(match[1])] ?? null) : null;
    return { address, message: { text } };
  });
}
