import { MockEventLog } from '../mock-http-kit';

/** The Carssa mock's demo account (placeholders, not real credentials). */
export const CARSSA_MOCK_DEMO_CREDENTIALS = {
  user: 'despacho-demo',
  password: 'despacho-demo-carssa',
  account: '410000123',
} as const;

export interface CarssaMockEvent {
  type: string;
  account: string | null;
  [detail: string]: unknown;
}

/** What the mock saw (tests read it) and the guide numbers it issued. */
export class CarssaMockState extends MockEventLog<CarssaMockEvent> {
  private nextGuide = 1;

  /** "CRS" and ten digits, in order. */
  issueGuide(): string {
    return `CRS${String(this.nextGuide++).padStart(10, '0')}`;
  }
}
