import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styles from './step-indicator.module.css';

interface StepIndicatorProps {
  steps: readonly string[];
  current: number;
  /** The "Step 2 of 3: …" heading; pages focus it when the step changes, so it is announced. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** "Step 2 of 3: name" as a heading, over a drawing of the steps (hidden from screen readers). */
export function StepIndicator({ steps, current, headingRef }: StepIndicatorProps) {
  const intl = useIntl();
  return (
    <div className={styles.steps}>
      <h2 ref={headingRef} className={styles.summary} tabIndex={-1}>
        {intl.formatMessage(
          { id: 'form.step.summary' },
          { current: current + 1, total: steps.length, name: steps[current] ?? '' },
        )}
      </h2>
      <ol className={styles.list} aria-hidden="true">
        {steps.map((name, index) => (
          <li
            key={name}
            className={styles.step}
            data-state={index < current ? 'done' : index === current ? 'current' : 'next'}
          >
            <span className={styles.dot}>{index + 1}</span>
            <span className={styles.name}>{name}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
