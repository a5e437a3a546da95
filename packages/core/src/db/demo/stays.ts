import { addDays } from '../../time/zone';
import type { Database } from '../connection';
import { createRoom, createRoomType, createStayBooking } from '../factories';
import { guest, madeAt, pastAt, type Pick } from './people';
import type { VenueSeed } from './venues';

/** A property's room types and rooms, each with a calendar of stays and some reviews. */
export async function seedStay(
  trx: Database,
  propertyId: string,
  types: NonNullable<VenueSeed['rooms']>,
  today: string,
  pick: Pick,
  rand: () => number,
  now: Date,
) {
  let code = 101;
  for (const t of types) {
    const rt = await createRoomType(trx, { restaurant_id: propertyId, name: t.type, capacity: t.capacity, base_price_eur: t.price });
    for (let i = 0; i < t.count; i++) {
      const room = await createRoom(trx, { restaurant_id: propertyId, room_type_id: rt.id, code: String(code++) });
      // Walk the calendar for this room: stays of 1-5 nights with gaps, never overlapping.
      let day = -90 + Math.floor(rand() * 4);
      while (day < 20) {
        const nights = 1 + Math.floor(rand() * 5);
        const checkIn = addDays(today, day);
        const checkOut = addDays(today, day + nights);
        const past = day + nights <= 0;
        const current = day <= 0 && day + nights > 0;
        const status = past ? (rand() < 0.93 ? 'checked_out' : 'cancelled') : current ? 'checked_in' : rand() < 0.85 ? 'confirmed' : 'cancelled';
        const g = guest(pick, Math.floor(rand() * 500));
        const booking = await createStayBooking(trx, {
          restaurant_id: propertyId,
          room_type_id: rt.id,
          room_id: room.id,
          guest_name: g.name,
          guest_email: g.email,
          guests: 1 + Math.floor(rand() * t.capacity),
          check_in: checkIn,
          check_out: checkOut,
          status,
          deposit_eur: 20,
          price_per_night_eur: t.price,
          review_prompt_sent_at: status === 'checked_out' ? new Date(`${checkOut}T12:00:00Z`) : null,
          created_at: madeAt(now, day - 10),
        });
        if (status === 'checked_out' && rand() < 0.3) {
          const rating = rand() < 0.75 ? 4 + Math.round(rand()) : 2 + Math.floor(rand() * 2);
          await trx
            .insertInto('stay_reviews')
            .values({
              stay_booking_id: booking.id,
              restaurant_id: propertyId,
              rating,
              guest_name: rand() < 0.7 ? g.name : null,
              guest_email: g.email,
              comment: rating >= 4 ? 'Lovely stay, spotless room and kind hosts.' : 'Comfortable, but the room was noisier than expected.',
              created_at: pastAt(now, `${checkOut}T10:00:00Z`),
            })
            .execute();
        }
        day += nights + Math.floor(rand() * 4);
      }
    }
  }
}
