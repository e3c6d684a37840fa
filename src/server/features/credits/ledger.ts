import { createHash } from "node:crypto";
import type { Database } from "../../db/client.ts";
import { serviceUnavailable } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { isUnavailableError } from "../../lib/unavailable.ts";
import type { UsageBody } from "../../../shared/plugin-api.ts";
import type { KeyPrincipal } from "../api-keys/principal.ts";
import { applyDebitBatch } from "./debit-batch.ts";
import type { DebitOutcome, DebitRequest } from "./debit-rules.ts";
import { createGroupCommitter, type GroupCommitOptions } from "./group-commit.ts";

export interface CreditLedger {
  /** Spends credits for a key; resolves after the charge (or refusal) is committed. */
  debit(principal: KeyPrincipal, body: UsageBody): Promise<DebitOutcome>;
  /** Waits for debits in flight, for a graceful shutdown. */
  drain(): Promise<void>;
}

export interface LedgerOptions extends Partial<
  Pick<GroupCommitOptions, "maxBatchSize" | "maxConcurrentBatches" | "maxWaitMs">
> {
  clock?: () => Date;
  /** After a commit that took a pool past 80 % or 100 % (threshold e-mails); must not throw. */
  onThresholdReached?: (poolId: string) => void;
}

/** The request's fingerprint: the same idempotency key with another amount or feature is a conflict (409). */
export function requestHash(body: Pick<UsageBody, "amount" | "feature">): string {
  return createHash("sha256")
    .update(JSON.stringify([body.amount, body.feature ?? null]))
    .digest("hex");
}

export function createCreditLedger(database: Database, logger: Logger, options: LedgerOptions = {}): CreditLedger {
  const clock = options.clock ?? (() => new Date());
  const runBatch = async (debits: DebitRequest[]) => {
    const started = performance.now();
    const { outcomes, poolsAtThreshold } = await applyDebitBatch(database, debits, clock());
    logger.debug("debit batch", { size: debits.length, ms: Math.round((performance.now() - started) * 10) / 10 });
    for (const poolId of poolsAtThreshold) options.onThresholdReached?.(poolId);
    return outcomes;
  };
  const committer = createGroupCommitter<DebitRequest, DebitOutcome>(runBatch, {
    maxBatchSize: options.maxBatchSize ?? 200,
    maxConcurrentBatches: options.maxConcurrentBatches ?? 8,
    onBatchFailure: (error, size) =>
      logger.warn("debit batch failed; retrying each debit alone", { size, error: String(error) }),
    // A batch that lost its connection is refused whole (503): whether its COMMIT landed is unknown, and
    // the plugin's retry with the same idempotency key is charged once or replayed (decision 012).
    retryAlone: (error) => !isUnavailableError(error),
    // Normally a debit waits milliseconds for its batch. Seconds mean every batch is stuck on a database that
    // stopped answering (a partition): answer 503 now rather than after the stuck batches' timeouts.
    maxWaitMs: options.maxWaitMs ?? 2_000,
    expired: () => serviceUnavailable(),
  });
  return {
    debit: (principal, body) =>
      committer.submit({
        keyId: principal.keyId,
        userId: principal.userId,
        organizationId: principal.organizationId,
        poolId: principal.poolId,
        amount: body.amount,
        idempotencyKey: body.idempotencyKey,
        feature: body.feature ?? null,
        requestHash: requestHash(body),
      }),
    drain: () => committer.drain(),
  };
}
