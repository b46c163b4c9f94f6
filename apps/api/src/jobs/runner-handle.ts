// What the server holds of its job runner (the runner itself is in runner.ts, which needs the server context).
export type JobRunner = {
  readonly instance: string;
  start(): void;
  /** Looks for due work now (after "run now"). */
  kick(): void;
  /** Stops polling; waits for a running job up to the grace time, then hands it back. */
  stop(): Promise<void>;
};
