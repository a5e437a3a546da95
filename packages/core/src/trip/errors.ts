import { DomainError } from '../errors';
import type { TakenDinner } from './schema';

/** The refusal of an all-or-nothing add: which tables were taken and when they are free instead. */
export class TablesTakenError extends DomainError {
  readonly taken: TakenDinner[];
  constructor(taken: TakenDinner[]) {
    super('trip.table_taken', undefined, { taken });
    this.taken = taken;
  }
}
