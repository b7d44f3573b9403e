/** Thrown by a handler whose job should run again after exactly `delayMs` (backoff type `webhook`). */
export class RetryLater extends Error {
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
    this.name = 'RetryLater';
  }
}
