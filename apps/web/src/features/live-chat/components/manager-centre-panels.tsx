import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '../../session/hooks/use-session';
import { supportMeQueryOptions } from '../api/chat-api';
import { SupportInboxLink } from './support-inbox-link';

/**
 * The manager centre's panels: a staff account (the team's support inbox; a manager without a
 * school) gets the inbox link, a school's manager gets `schoolPanels`. The route's loader has
 * fetched `GET support/me`, so nothing of the school is asked for on a staff account's behalf
 * (the school calls would answer 403 and run spec section 8's 403 flow).
 */
export function ManagerCentrePanels({ schoolPanels }: { schoolPanels: ReactNode }) {
  const { user, isLoggedIn } = useSession();
  const me = useQuery({ ...supportMeQueryOptions(user?.id ?? ''), enabled: isLoggedIn });
  if (!me.data) return null;
  return me.data.staff ? <SupportInboxLink /> : schoolPanels;
}
