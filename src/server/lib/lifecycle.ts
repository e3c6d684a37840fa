/**
 * The process's stage, shared by the readiness check and the HTTP server: once `stopping` is set
 * (SIGTERM), /api/ready answers 503 and every response asks the client to close its connection.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  beginStopping(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    beginStopping: () => {
      stopping = true;
    },
  };
}
