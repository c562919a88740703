/**
 * How the publish script ends. The exit codes are a contract with the pipelines that run it:
 * 0 published, 3 the version already exists, 2 the archive was refused, 1 anything else.
 */
export const EXIT = { published: 0, failed: 1, refused: 2, exists: 3 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure with its exit code and a message for the pipeline log (no stack trace). */
export class PublishError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
    this.name = 'PublishError';
  }
}
