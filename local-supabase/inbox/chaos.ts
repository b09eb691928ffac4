/**
 * Mailpit's Chaos: SMTP errors on purpose, so a test can see how a sender copes with a mail server
 * that refuses mail. Each trigger answers its SMTP stage (AUTH, MAIL FROM, RCPT TO) with
 * `ErrorCode` for `Probability` per cent of the attempts; 0 turns it off. Mailpit enables it with
 * `--enable-chaos`; the local inbox always offers it (it only ever affects local mail).
 *
 *   GET /api/v1/chaos   the triggers
 *   PUT /api/v1/chaos   replaces them; a trigger left out is turned off
 */
export const CHAOS_STAGES = ['Authentication', 'Sender', 'Recipient'] as const;
export type ChaosStage = (typeof CHAOS_STAGES)[number];

export interface ChaosTrigger {
  ErrorCode: number;
  Probability: number;
}

export type ChaosTriggers = Record<ChaosStage, ChaosTrigger>;

/** Mailpit's defaults: code 451 (temporary failure), never. */
const OFF: ChaosTrigger = { ErrorCode: 451, Probability: 0 };

export class Chaos {
  private triggers: ChaosTriggers = { Authentication: OFF, Sender: OFF, Recipient: OFF };

  get(): ChaosTriggers {
    return { ...this.triggers };
  }

  /** Replaces every trigger; refuses what Mailpit refuses, with its reason. */
  set(body: unknown): ChaosTriggers | Error {
    if (typeof body !== 'object' || body === null) return new Error('invalid JSON body');
    const next = { Authentication: OFF, Sender: OFF, Recipient: OFF };
    for (const [name, value] of Object.entries(body)) {
      const stage = CHAOS_STAGES.find((known) => known.toLowerCase() === name.toLowerCase());
      if (!stage) return new Error(`unknown trigger: ${name}`);
      const trigger = value as Partial<ChaosTrigger> | null;
      const code = trigger?.ErrorCode ?? OFF.ErrorCode;
      const probability = trigger?.Probability ?? 0;
      if (!Number.isInteger(code) || code < 400 || code > 599) {
        return new Error(`error code for ${stage} must be between 400 and 599`);
      }
      if (!Number.isInteger(probability) || probability < 0 || probability > 100) {
        return new Error(`probability for ${stage} must be between 0 and 100`);
      }
      next[stage] = { ErrorCode: code, Probability: probability };
    }
    this.triggers = next;
    return this.get();
  }

  /** The SMTP error to answer at `stage` this time, if the dice say so. */
  failure(stage: ChaosStage): (Error & { responseCode: number }) | null {
    const { ErrorCode, Probability } = this.triggers[stage];
    if (Probability === 0 || Math.random() * 100 >= Probability) return null;
    return Object.assign(new Error(`Chaos ${stage} error`), { responseCode: ErrorCode });
  }
}
