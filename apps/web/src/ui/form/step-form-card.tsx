import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle } from '../use-document-title';
import { FormCard } from './form-card';
import { StepIndicator } from './step-indicator';

interface StepFormCardProps<S extends string> {
  title: string;
  documentTitle: string;
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The step shown; when it changes, the focus moves to the step's heading. */
  step: S;
  /** Its index in `steps`. */
  current: number;
  footer?: ReactNode;
  children: ReactNode;
}

/** The card of a multi-step form: "Step 2 of 3: …" under the title, announced on each change. */
export function StepFormCard<S extends string>({
  title,
  documentTitle,
  steps,
  step,
  current,
  footer,
  children,
}: StepFormCardProps<S>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useDocumentTitle(documentTitle);

  // A new step is announced: the focus moves to the step's heading.
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <FormCard
      title={title}
      lead={<StepIndicator steps={steps} current={current} headingRef={headingRef} />}
      footer={footer}
    >
      {children}
    </FormCard>
  );
}
