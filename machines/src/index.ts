export * from './session/session.machine.js';
export { sessionEventSchema, sessionInputSchema } from './session/session.events.js';
export * from './registration/registration.machine.js';
export {
  registrationDetailsSchema,
  registrationEventSchema,
  registrationInputSchema,
} from './registration/registration.events.js';
export * from './password-reset/password-reset.machine.js';
export {
  passwordResetEventSchema,
  passwordResetInputSchema,
} from './password-reset/password-reset.events.js';
export * from './account/account-rules.js';
export * from './school-admin/index.js';
export { machineRegistry, machineSchemas, type MachineSchemas } from './registry.js';
export {
  withActionRecorder,
  namedActionsOf,
  type RecordedAction,
} from './replay/action-recorder.js';
export {
  scenarioSchema,
  expectationSchema,
  type Scenario,
  type ScenarioStep,
  type EventStep,
  type ClockStep,
  type Expectation,
  type ExpectedStateValue,
} from './replay/scenario.js';
export {
  validateScenario,
  replayScenario,
  formatReplay,
  runReplay,
  stateValueText,
  type Mismatch,
  type StepOutcome,
  type ReplayResult,
  type ValidationResult,
  type ReplayExitCode,
} from './replay/replay.js';
