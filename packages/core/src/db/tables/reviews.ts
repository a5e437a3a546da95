import type { Generated } from 'kysely';
import type { CreatedAt, DateCol } from './columns';

// Guest reviews of restaurants and stays, and anonymous feedback.
export interface RestaurantReviewsTable {
  id: Generated<string>;
  restaurant_id: string;
  reservation_id: string | null;
  guest_name: string | null;
  guest_email: string;
  rating: number;
  comment: string | null;
  created_at: CreatedAt;
}

export interface StayReviewsTable {
  id: Generated<string>;
  stay_booking_id: string;
  restaurant_id: string;
  rating: number;
  guest_name: string | null;
  guest_email: string;
  comment: string | null;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<string>;
  restaurant_id: string;
  rating: number;
  category: 'food' | 'service' | 'ambience' | null;
  comment: string | null;
  visit_date: DateCol;
  sentiment: 'positive' | 'neutral' | 'negative';
  created_at: CreatedAt;
}
