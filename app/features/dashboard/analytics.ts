/** One UTC day of the analytics chart. */
export interface DayCount {
  /** YYYY-MM-DD. */
  day: string;
  waitlist: number;
  demos: number;
}
