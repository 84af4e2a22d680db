import { useState, type ReactNode } from 'react';
import { StatusNotice } from '../../../ui/form/status-notice';

/**
 * A form placed on a page (not in a dialog): after sending it is empty again, and the notice
 * promising a reply stays above it (a polite live region, so it is announced).
 */
export function InlineForm({
  children,
}: {
  children(onSent: (notice: string) => void): ReactNode;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <StatusNotice message={notice} />
      {children(setNotice)}
    </>
  );
}
