/**
 * This process's moved clock (ADR 121): the offset added to the real time, the real `Date`, and how
 * often the clock was read (a database opened by a test counts as a read: its now() is a clock).
 */
export declare const testClock: { offset: number; RealDate: DateConstructor; reads: number };
