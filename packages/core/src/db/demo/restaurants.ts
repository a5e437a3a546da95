import { randomToken } from '../../account/crypto';
import { guestLinkHash } from '../../account/guest-link';
import { addDays } from '../../time/zone';
import type { Database } from '../connection';
import { COMMENTS, guest, madeAt, pastAt, type Pick } from './people';

/** A restaurant's history: reservations from 90 days back to a week ahead, reviews and feedback. */
export async function seedDining(trx: Database, restaurantId: string, tables: number, today: string, pick: Pick, rand: () => number, now: Date) {
  const times = ['12:00', '12:30', '13:00', '13:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'];
  const rows = [];
  const reviewed: { email: string; name: string; id: number }[] = [];
  for (let day = -90; day <= 7; day++) {
    const date = addDays(today, day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    const busy = weekday === 5 || weekday === 6 ? 1.6 : weekday === 0 ? 1.2 : 0.8;
    const count = Math.round((2 + rand() * tables * 0.5) * busy);
    for (let i = 0; i < count; i++) {
      const g = guest(pick, Math.floor(rand() * 500));
      const roll = rand();
      const status =
        day < 0 ? (roll < 0.85 ? 'seated' : roll < 0.95 ? 'cancelled' : 'expired') : day === 0 ? 'confirmed' : roll < 0.9 ? 'confirmed' : 'cancelled';
      rows.push({
        restaurant_id: restaurantId,
        guest_name: g.name,
        guest_email: g.email,
        date,
        time: pick(times),
        party_size: 1 + Math.floor(rand() * 6),
        status,
        // Nobody holds these links; the server derives working ones when it writes a link (ADR 022).
        view_token: guestLinkHash(randomToken()),
        deposit_eur: 20,
        review_prompt_sent_at: status === 'seated' ? new Date(`${date}T22:00:00Z`) : null,
        created_at: madeAt(now, day - 3),
      } as const);
      if (status === 'seated' && rand() < 0.12) reviewed.push({ ...g, id: rows.length - 1 });
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await trx
      .insertInto('reservations')
      .values(rows.slice(i, i + 500))
      .execute();

  const seen = new Set<string>();
  for (const rv of reviewed) {
    if (seen.has(rv.email)) continue;
    seen.add(rv.email);
    const rating = rand() < 0.7 ? 4 + Math.round(rand()) : 1 + Math.floor(rand() * 3);
    await trx
      .insertInto('restaurant_reviews')
      .values({
        restaurant_id: restaurantId,
        guest_name: rand() < 0.8 ? rv.name : null,
        guest_email: rv.email,
        rating,
        comment: pick(rating >= 4 ? COMMENTS.good : rating <= 2 ? COMMENTS.bad : COMMENTS.mid),
        created_at: pastAt(now, `${rows[rv.id]!.date}T21:30:00Z`),
      })
      .execute();
  }
  const feedback = [];
  for (let i = 0; i < 30; i++) {
    const rating = rand() < 0.65 ? 4 + Math.round(rand()) : 1 + Math.floor(rand() * 3);
    const day = -Math.floor(rand() * 90);
    feedback.push({
      restaurant_id: restaurantId,
      rating,
      category: pick(['food', 'service', 'ambience', null] as const),
      comment: rand() < 0.7 ? pick(rating >= 4 ? COMMENTS.good : rating <= 2 ? COMMENTS.bad : COMMENTS.mid) : null,
      visit_date: addDays(today, day),
      sentiment: rating >= 4 ? 'positive' : rating <= 2 ? 'negative' : 'neutral',
      created_at: new Date(now.getTime() + day * 86400000),
    } as const);
  }
  await trx.insertInto('feedback').values(feedback).execute();
}
