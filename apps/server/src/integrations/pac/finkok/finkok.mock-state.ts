import { createHash, timingSafeEqual } from 'node:crypto';

export interface FinkokMockAccount {
  username: string;
  password: string;
}

export const FINKOK_MOCK_DEMO_ACCOUNT: FinkokMockAccount = { username: 'demo', password: 'demo' };

export interface MockStampRecord {
  uuid: string;
  fechaTimbrado: string;
  /** When it was stamped (the real instant; FechaTimbrado is Mexico's wall clock). */
  stampedAt: Date;
  xml: string;
  selloCfd: string;
  selloSat: string;
  noCertificadoSat: string;
  emisorRfc: string;
  receptorRfc: string;
  total: string;
  cancellation?: MockCancellation;
}

/** SAT's EstatusCancelacion values the mock uses. */
export const ESTATUS_CANCELACION = {
  withoutAcceptance: 'Cancelado sin aceptación',
  inProcess: 'En proceso',
  accepted: 'Cancelado con aceptación',
  rejected: 'Solicitud rechazada',
  /** SAT's rule: a request the receptor leaves unanswered 72 hours is accepted. */
  expired: 'Plazo vencido',
} as const;

export interface MockCancellation {
  motive: string;
  estatusCancelacion: string;
  acuse: string;
  requestedAt: Date;
}

/** What answering a cancellation did: unknown UUID, nothing "En proceso", or answered. */
export type MockAnswerOutcome = 'answered' | 'unknown' | 'not_in_process';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** What the mock PAC remembers: its accounts and every stamp it gave, by sello and by UUID. */
export class FinkokMockState {
  private readonly bySello = new Map<string, MockStampRecord>();
  private readonly byUuid = new Map<string, MockStampRecord>();

  constructor(readonly accounts: FinkokMockAccount[] = [FINKOK_MOCK_DEMO_ACCOUNT]) {}

  validCredentials(username: string, password: string): boolean {
    return this.accounts.some(
      (a) =>
        timingSafeEqual(digest(a.username), digest(username)) &&
        timingSafeEqual(digest(a.password), digest(password)),
    );
  }

  /** The same sealed CFDI has the same Sello: that is how a resend is recognised (307). */
  previousStamp(selloCfd: string): MockStampRecord | undefined {
    return this.bySello.get(selloCfd);
  }

  stampByUuid(uuid: string): MockStampRecord | undefined {
    return this.byUuid.get(uuid.toUpperCase());
  }

  remember(record: MockStampRecord): void {
    this.bySello.set(record.selloCfd, record);
    this.byUuid.set(record.uuid.toUpperCase(), record);
  }

  /** The receptor accepts an "En proceso" cancellation: SAT cancels the CFDI. Test/demo only. */
  acceptCancellation(uuid: string): MockAnswerOutcome {
    return this.answer(uuid, ESTATUS_CANCELACION.accepted);
  }

  /** The receptor rejects it: the CFDI stays vigente with "Solicitud rechazada". Test/demo only. */
  rejectCancellation(uuid: string): MockAnswerOutcome {
    return this.answer(uuid, ESTATUS_CANCELACION.rejected);
  }

  private answer(uuid: string, estatusCancelacion: string): MockAnswerOutcome {
    const record = this.stampByUuid(uuid);
    if (!record) return 'unknown';
    if (record.cancellation?.estatusCancelacion !== ESTATUS_CANCELACION.inProcess) {
      return 'not_in_process';
    }
    record.cancellation.estatusCancelacion = estatusCancelacion;
    return 'answered';
  }

  get stampCount(): number {
    return this.byUuid.size;
  }
}

/** Mexico City's wall clock, as SAT writes FechaTimbrado (no offset). */
export function mexicoLocalTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Mexico_City',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A wall-clock time as milliseconds, for comparing two wall-clock times with each other. */
export const wallClockMs = (local: string): number => Date.parse(`${local}Z`);
