/**
 * A start-up failure the operator can act on: its message is one line that names the setting or
 * the step at fault, and server.ts prints it without a stack.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** The first line of an error's message, for a one-line report of what went wrong. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim();
}

/** The `code` of a Node system error (EADDRINUSE, ENOTDIR, …), if it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}
