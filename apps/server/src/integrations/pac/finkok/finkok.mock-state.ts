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
  cancellation?: { motive: string; estatusCancelacion: string; acuse: string };
}

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
