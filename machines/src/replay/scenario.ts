import { z } from 'zod';

/** A state value: a state name, a dotted path (`payment.processing`) or a nested object. */
export type ExpectedStateValue = string | { [key: string]: ExpectedStateValue };

const stateValueSchema: z.ZodType<ExpectedStateValue> = z.lazy(() =>
  z.union([z.string().min(1), z.record(z.string(), stateValueSchema)]),
);

/** What must hold after a step (every field optional; an empty expectation always passes). */
export const expectationSchema = z
  .object({
    /** The state the machine is in; a parent name also matches any of its children. */
    state: stateValueSchema.optional(),
    /** A partial match: only the listed keys are compared, nested objects partially too. */
    context: z.record(z.string(), z.unknown()).optional(),
    /** Exactly the named actions that ran during the step, in order (`[]`: none). */
    actions: z.array(z.string().min(1)).optional(),
  })
  .strict();

const eventStepSchema = z
  .object({
    event: z.object({ type: z.string().min(1) }).catchall(z.unknown()),
    note: z.string().optional(),
    expect: expectationSchema.optional(),
  })
  .strict();

const clockStepSchema = z
  .object({
    /** Milliseconds to move the simulated clock forward (fires due delayed transitions). */
    advanceClock: z.number().int().nonnegative(),
    note: z.string().optional(),
    expect: expectationSchema.optional(),
  })
  .strict();

export const scenarioSchema = z
  .object({
    /** A key of `machineRegistry`. */
    machine: z.string().min(1),
    description: z.string().min(1),
    /** The machine's input (for the session machine: the stored session restored on load). */
    input: z.unknown().optional(),
    /** What must hold right after the machine starts, before the first step. */
    expectInitial: expectationSchema.optional(),
    steps: z.array(z.union([eventStepSchema, clockStepSchema])).min(1),
  })
  .strict();

export type Expectation = z.infer<typeof expectationSchema>;
export type EventStep = z.infer<typeof eventStepSchema>;
export type ClockStep = z.infer<typeof clockStepSchema>;
export type ScenarioStep = EventStep | ClockStep;
export type Scenario = z.infer<typeof scenarioSchema>;

export function isClockStep(step: ScenarioStep): step is ClockStep {
  return 'advanceClock' in step;
}
