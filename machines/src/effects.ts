/**
 * A side effect's default implementation: does nothing. The machines stay pure; the web client
 * supplies the real implementations with `machine.provide({ actions: { ... } })`, and tests and
 * the replay CLI run the defaults headless. `TParams` types what the client's implementation gets.
 */
export function noEffect<TParams>(): (args: unknown, params: TParams) => void {
  return () => undefined;
}
