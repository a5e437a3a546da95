/** This process's moved clock (ADR 121): the offset added to the real time, and the real `Date`. */
export declare const testClock: { offset: number; RealDate: DateConstructor };
