import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError } from '../../http/errors.ts';

/**
 * At most `size` callers run at once; the others wait in arrival order, at most `maxWaiting` of
 * them (past that the caller gets 503 with Retry-After). Registrations go through one so that a
 * burst uses a bounded share of the database pool and of memory: health and staff requests keep
 * getting connections while it lasts.
 */
export class AdmissionGate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly size: number,
    private readonly maxWaiting: number,
    private readonly retryAfterSeconds = 5,
  ) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active < this.size) this.active++;
    else if (this.waiting.length >= this.maxWaiting) throw busy(this.retryAfterSeconds);
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the slot is handed over
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  /** Running and waiting now (for tests). */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}

const busy = (retryAfterSeconds: number) =>
  new AppError(503, ERROR_CODES.busy, 'Many registrations are being processed right now. Please submit again in a moment.', undefined, {
    'retry-after': String(retryAfterSeconds),
  });
